import {
  FailedPaymentsView,
  type FailedPaymentsViewProps,
} from '@/features/admin/payments/failed-payments-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listFailedPayments } from '@/server/services/care/failed-payments-service';
import { recoveredRevenue } from '@/server/services/care/upcoming-charges';

export const getServerSideProps = staffPage<
  Pick<FailedPaymentsViewProps, 'results' | 'nextBefore' | 'recovered'>
>('payments.failed.read', async ({ query }) => {
  const before =
    typeof query.before === 'string' && /^\d{1,9}$/.test(query.before)
      ? Number(query.before)
      : undefined;
  const page = await listFailedPayments(getDb(), { before });
  const recovered = await recoveredRevenue(getDb());
  return { results: page.results, nextBefore: page.next_before, recovered };
});

export default function AdminFailedPaymentsPage(props: FailedPaymentsViewProps) {
  return <FailedPaymentsView {...props} />;
}
