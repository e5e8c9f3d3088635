import Link from 'next/link';
import type { PendingRefundView } from '@/contracts/admin/disputes';
import type { StaffSession } from '@/contracts/admin/staff';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel } from '../components/admin-styles';
import { consoleCents, consoleTime } from '../components/console-format';

export interface PendingRefundsViewProps {
  staff: StaffSession;
  forbidden?: boolean;
  results?: PendingRefundView[];
}

/**
 * Card refunds not settled yet, oldest first: their amount stays reserved. One the provider never
 * answered is asked again under its own key every five minutes once ten minutes old; one the
 * provider answered "pending" is read back until the card network settles it.
 */
export function PendingRefundsView({ staff, forbidden, results = [] }: PendingRefundsViewProps) {
  return (
    <AdminLayout title="Pending refunds" staff={staff} forbidden={forbidden}>
      {results.length === 0 ? <Muted>No card refund is pending.</Muted> : null}
      {results.map((refund) => (
        <Panel key={refund.id} aria-labelledby={`refund-${refund.id}`}>
          <h2 id={`refund-${refund.id}`}>
            Refund #{refund.id}: {consoleCents(refund.amount)} of order{' '}
            <Link href={`/admin/orders/${refund.order_id}/`}>#{refund.order_id}</Link>
          </h2>
          <p>
            {refund.customer_email ?? `Customer #${refund.customer_id}`} · asked{' '}
            {consoleTime(refund.created_at)} · {refund.reason}
          </p>
          <p>
            {refund.provider_refund_id
              ? `On its way (${refund.provider_refund_id}): waiting for the card network.`
              : 'The payment provider has not answered yet: asked again automatically.'}
          </p>
        </Panel>
      ))}
    </AdminLayout>
  );
}
