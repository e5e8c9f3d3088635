import { asSentence } from '@/domain/format/sentence';
import Link from 'next/link';
import type { RecoveredRevenueView } from '@/contracts/admin/care';
import type { StaffSession } from '@/contracts/admin/staff';
import {
  contactAboutFailedPayment,
  retryFailedPayment,
  type FailedPaymentView,
} from '@/lib/api-client/admin/payments';
import { longDate } from '@/domain/format/date';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Panel } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { useCareAction } from '../customers/use-care-action';
import { retryMessage, type RetryAnswer } from './retry-message';
import { consoleCents, consoleTime } from '../components/console-format';

export interface FailedPaymentsViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  results?: FailedPaymentView[];
  nextBefore?: number | null;
  recovered?: RecoveredRevenueView;
}

/** What dunning won back lately, and when a declined card is tried again. */
function Recovered({ recovered }: { recovered: RecoveredRevenueView }) {
  const [first, ...rest] = recovered.retry_schedule_hours;
  return (
    <Panel aria-labelledby="recovered-heading">
      <h2 id="recovered-heading">Recovered revenue</h2>
      <p>
        Last {recovered.days} days: {consoleCents(recovered.amount)} from {recovered.orders}{' '}
        declined renewal{recovered.orders === 1 ? '' : 's'} paid after all.
      </p>
      <p>
        Retry schedule: a declined card is tried again {first} hours after the first attempt
        {rest.map((hours) => `, then ${hours} hours after that`).join('')}; after the last the plan
        is paused. A staff “Retry now” is extra and uses up none of these attempts.
      </p>
    </Panel>
  );
}

/** Renewals whose charge failed, each with its attempts, "Retry now" and "Contact customer". */
export function FailedPaymentsView({
  staff,
  accessToken,
  forbidden,
  results = [],
  nextBefore = null,
  recovered,
}: FailedPaymentsViewProps) {
  const action = useCareAction(accessToken);
  const canRetry = staff.permissions.includes('payments.retry');
  return (
    <AdminLayout title="Failed payments" staff={staff} forbidden={forbidden}>
      {recovered ? <Recovered recovered={recovered} /> : null}
      <ActionStatus status={action.status} />
      {results.length === 0 ? <Muted>No renewal is waiting for a payment.</Muted> : null}
      {results.map((failed) => (
        <Panel key={failed.order_id} aria-labelledby={`failed-${failed.order_id}`}>
          <h2 id={`failed-${failed.order_id}`}>
            Order #{failed.order_id}: {consoleCents(failed.amount)} for {failed.pet_name ?? 'a pup'}
          </h2>
          <p>
            <Link href={`/admin/customers/${failed.customer.id}/`}>
              {failed.customer.name || failed.customer.email}
            </Link>{' '}
            · {failed.customer.email} · box of {longDate(failed.delivery_date)}
          </p>
          <p>
            {failed.status === 'requires_action'
              ? 'Waiting for the customer to confirm with their bank.'
              : `Declined: ${asSentence(failed.last_failure ?? 'no reason given')}`}{' '}
            {failed.retry_at
              ? `Next automatic try: ${consoleTime(failed.retry_at)}.`
              : 'Out of attempts: the plan is paused.'}
          </p>
          <ol aria-label={`Attempts for order #${failed.order_id}`}>
            {failed.history.map((attempt, index) => (
              <li key={index}>
                {consoleTime(attempt.at)}: {attempt.outcome.replaceAll('_', ' ')}
                {attempt.reason ? ` (${attempt.reason})` : ''}
                {attempt.by_staff ? ', retried by staff' : ''}
              </li>
            ))}
          </ol>
          {canRetry ? (
            <FormRow>
              <Button
                disabled={action.busy || !failed.retry_at}
                onClick={() =>
                  action.run(
                    (answer: RetryAnswer) => retryMessage(failed.order_id, answer),
                    (client) => retryFailedPayment(client, failed.order_id),
                  )
                }
              >
                Retry now
              </Button>
              <Button
                variant="secondary"
                disabled={action.busy}
                onClick={() =>
                  action.run(`${failed.customer.email} was emailed.`, (client) =>
                    contactAboutFailedPayment(client, failed.order_id),
                  )
                }
              >
                Contact customer
              </Button>
            </FormRow>
          ) : null}
        </Panel>
      ))}
      {nextBefore ? (
        <p>
          <Link href={`/admin/payments/failed/?before=${nextBefore}`}>Older failed payments</Link>
        </p>
      ) : null}
    </AdminLayout>
  );
}
