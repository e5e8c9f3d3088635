import {
  PendingRefundsView,
  type PendingRefundsViewProps,
} from '@/features/admin/payments/pending-refunds-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listPendingRefunds } from '@/server/services/care/refund-redrive';

export const getServerSideProps = staffPage<Pick<PendingRefundsViewProps, 'results'>>(
  'orders.refund',
  async () => ({ results: await listPendingRefunds(getDb()) }),
);

export default function AdminPendingRefundsPage(props: PendingRefundsViewProps) {
  return <PendingRefundsView {...props} />;
}
