import { AdminLayout } from '@/features/admin/components/admin-layout';
import type { AdminPageProps } from '@/server/admin/page-guard';
import { staffPage } from '@/server/admin/page-guard';

export const getServerSideProps = staffPage('dashboard.read');

export default function AdminDashboardPage({ staff, forbidden }: AdminPageProps) {
  return (
    <AdminLayout title="Dashboard" staff={staff} forbidden={forbidden}>
      <p>Welcome, {staff.name || staff.email}.</p>
    </AdminLayout>
  );
}
