import { DisputesView, type DisputesViewProps } from '@/features/admin/payments/disputes-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listDisputes } from '@/server/services/disputes/dispute-service';

export const getServerSideProps = staffPage<Pick<DisputesViewProps, 'results'>>(
  'payments.disputes.read',
  async () => ({ results: await listDisputes(getDb()) }),
);

export default function AdminDisputesPage(props: DisputesViewProps) {
  return <DisputesView {...props} />;
}
