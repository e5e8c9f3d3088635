import { clockNow } from '@/server/clock';
import { ReportsView, type ReportsViewProps } from '@/features/admin/reports/reports-view';
import { report } from '@/server/admin/reports/reports';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { ValidationError } from '@/server/errors';

const FIELDS = ['preset', 'from', 'to'] as const;

export const getServerSideProps = staffPage<Omit<ReportsViewProps, 'staff' | 'forbidden'>>(
  'reports.read',
  async ({ query }) => {
    const filters = Object.fromEntries(
      FIELDS.filter((key) => typeof query[key] === 'string' && query[key]).map((key) => [
        key,
        query[key] as string,
      ]),
    );
    try {
      return { report: await report(getDb(), filters, clockNow()), filters };
    } catch (error) {
      if (error instanceof ValidationError) return { filters, errors: error.fields };
      throw error;
    }
  },
);

export default function AdminReportsPage(props: ReportsViewProps) {
  return <ReportsView {...props} />;
}
