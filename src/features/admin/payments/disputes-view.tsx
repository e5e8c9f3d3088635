import Link from 'next/link';
import type { StaffSession } from '@/contracts/admin/staff';
import { decideDispute, type DisputeView } from '@/lib/api-client/admin/disputes';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { useCareAction } from '../customers/use-care-action';
import { consoleCents, consoleTime } from '../components/console-format';

export interface DisputesViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  results?: DisputeView[];
}

/**
 * Card payments disputed with the cardholder's bank, newest first, with the date the bank needs
 * the shop's evidence by. The customer's plans are not charged while a dispute holds them; an
 * owner resumes or cancels them here (audited).
 */
export function DisputesView({ staff, accessToken, forbidden, results = [] }: DisputesViewProps) {
  const action = useCareAction(accessToken);
  const canDecide = staff.permissions.includes('payments.disputes.decide');
  return (
    <AdminLayout title="Payment disputes" staff={staff} forbidden={forbidden}>
      <ActionStatus status={action.status} />
      {results.length === 0 ? <Muted>No payment has been disputed.</Muted> : null}
      {results.map((dispute) => (
        <Panel key={dispute.id} aria-labelledby={`dispute-${dispute.id}`}>
          <h2 id={`dispute-${dispute.id}`}>
            {dispute.order_id ? `Order #${dispute.order_id}` : 'A payment'}:{' '}
            {consoleCents(dispute.amount)} disputed ({dispute.reason.replaceAll('_', ' ')})
          </h2>
          <p>
            {dispute.customer_id ? (
              <Link href={`/admin/customers/${dispute.customer_id}/`}>
                {dispute.customer_email ?? `Customer #${dispute.customer_id}`}
              </Link>
            ) : (
              'Customer deleted'
            )}{' '}
            · {dispute.provider_id} · status: {dispute.status.replaceAll('_', ' ')}
          </p>
          <p>
            {dispute.closed_at
              ? `Closed ${consoleTime(dispute.closed_at)}.`
              : dispute.evidence_due_by
                ? `Evidence due by ${consoleTime(dispute.evidence_due_by)}.`
                : 'No evidence asked for.'}{' '}
            {dispute.plans_held
              ? 'The customer’s plans are not charged until an owner decides.'
              : 'No plan is held.'}
          </p>
          {canDecide && dispute.plans_held ? (
            <FormRow>
              <Button
                disabled={action.busy}
                onClick={() =>
                  action.run('The plans are charged again from their next box.', (client) =>
                    decideDispute(client, dispute.id, 'resume'),
                  )
                }
              >
                Resume plans
              </Button>
              <Button
                variant="secondary"
                disabled={action.busy}
                onClick={() =>
                  action.run('The plans are cancelled.', (client) =>
                    decideDispute(client, dispute.id, 'cancel'),
                  )
                }
              >
                Cancel plans
              </Button>
            </FormRow>
          ) : null}
        </Panel>
      ))}
    </AdminLayout>
  );
}
