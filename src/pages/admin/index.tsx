import { DashboardView, type DashboardViewProps } from '@/features/admin/dashboard/dashboard-view';
import { dashboard } from '@/server/admin/dashboard';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage<Pick<DashboardViewProps, 'numbers'>>(
  'dashboard.read',
  async () => ({ numbers: await dashboard(getDb()) }),
);

export default function AdminDashboardPage(props: DashboardViewProps) {
  return <DashboardView {...props} />;
}
