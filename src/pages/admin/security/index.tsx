import { AdminSecurityView, type SecurityProps } from '@/features/admin/auth/admin-security-view';
import { staffPage } from '@/server/admin/page-guard';
import { pendingEnrolment } from '@/server/admin/staff-totp';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage<Pick<SecurityProps, 'enrolment'>>(
  null,
  async (_context, { row }) => {
    const pending = await pendingEnrolment(getDb(), row);
    return { enrolment: pending ? { secret: pending.secret, qrSvg: pending.qrSvg } : null };
  },
  { allowWithoutTotp: true },
);

export default function AdminSecurityPage(props: SecurityProps) {
  return <AdminSecurityView {...props} />;
}
