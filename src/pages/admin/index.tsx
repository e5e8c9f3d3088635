import { DashboardView, type DashboardViewProps } from '@/features/admin/dashboard/dashboard-view';
import { dashboard } from '@/server/admin/dashboard';
import { can } from '@/server/admin/permissions';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage<Pick<DashboardViewProps, 'numbers'>>(
  'dashboard.read',
  async (_context, { row }) => ({
    numbers: await dashboard(getDb(), { money: can(row.role, 'reports.read') }),
  }),
);

export default function AdminDashboardPage(props: DashboardViewProps) {
  return <DashboardView {...props} />;
}
