import {
  UpcomingChargesView,
  type UpcomingChargesViewProps,
} from '@/features/admin/payments/upcoming-charges-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listUpcomingCharges } from '@/server/services/care/upcoming-charges';

export const getServerSideProps = staffPage<
  Pick<UpcomingChargesViewProps, 'days' | 'results' | 'total' | 'nextAfter'>
>('payments.upcoming', async ({ query }) => {
  const asked =
    typeof query.days === 'string' && /^\d{1,2}$/.test(query.days) ? Number(query.days) : 7;
  const days = Math.min(Math.max(asked, 1), 31);
  const page = await listUpcomingCharges(getDb(), { days });
  return { days, results: page.results, total: page.total, nextAfter: page.next_after };
});

export default function AdminUpcomingChargesPage(props: UpcomingChargesViewProps) {
  return <UpcomingChargesView {...props} />;
}
