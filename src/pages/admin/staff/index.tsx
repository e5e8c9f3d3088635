import { StaffView, type StaffPageProps } from '@/features/admin/staff/staff-view';
import { staffPage } from '@/server/admin/page-guard';
import { listStaff } from '@/server/admin/staff-service';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage('staff.manage', async () => ({
  members: await listStaff(getDb()),
}));

export default function AdminStaffPage(props: StaffPageProps) {
  return <StaffView {...props} />;
}
