import { AuditView, type AuditViewProps } from '@/features/admin/audit/audit-view';
import { ValidationError } from '@/server/errors';
import { auditPage } from '@/server/admin/audit-query';
import { staffPage } from '@/server/admin/page-guard';
import { listStaff } from '@/server/admin/staff-service';
import { getDb } from '@/server/db/client';

const FILTERS = ['staff_id', 'action', 'target_type', 'target_id', 'from', 'to'] as const;

export const getServerSideProps = staffPage<Omit<AuditViewProps, 'staff' | 'forbidden'>>(
  'audit.read',
  async ({ query }) => {
    const filters = Object.fromEntries(
      FILTERS.filter((key) => typeof query[key] === 'string' && query[key]).map((key) => [
        key,
        query[key] as string,
      ]),
    );
    const staffOptions = (await listStaff(getDb())).map((member) => ({
      value: String(member.id),
      label: member.email,
    }));
    try {
      return { page: await auditPage(getDb(), query), filters, staffOptions };
    } catch (error) {
      if (error instanceof ValidationError) return { filters, errors: error.fields, staffOptions };
      throw error;
    }
  },
);

export default function AdminAuditPage(props: AuditViewProps) {
  return <AuditView {...props} />;
}
