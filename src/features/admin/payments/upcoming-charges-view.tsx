import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import type { StaffSession } from '@/contracts/admin/staff';
import { actOnSubscription } from '@/lib/api-client/admin/customers';
import { chargeUpcomingNow, type UpcomingChargeView } from '@/lib/api-client/admin/payments';
import { longDate } from '@/domain/format/date';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { AdminLayout } from '../components/admin-layout';
import { FormRow, Muted, Table } from '../components/admin-styles';
import { ActionStatus } from '../components/action-status';
import { ConfirmButton } from '../components/confirm-button';
import { consoleCents } from '../components/console-format';
import { useCareAction } from '../customers/use-care-action';

export interface UpcomingChargesViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  days?: number;
  results?: UpcomingChargeView[];
  total?: number;
  nextAfter?: number | null;
}

const DAY_CHOICES = [1, 3, 7, 14, 31];

function MoveForm({
  charge,
  busy,
  onMove,
}: {
  charge: UpcomingChargeView;
  busy: boolean;
  onMove: (to: string) => void;
}) {
  const [to, setTo] = useState('');
  return (
    <FormRow>
      <TextField
        label={`New delivery date for ${charge.pet_name}`}
        type="date"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      />
      <Button variant="secondary" disabled={busy || to === ''} onClick={() => onMove(to)}>
        Move
      </Button>
    </FormRow>
  );
}

/**
 * The renewals charged in the next days with their amounts, each with "Charge now", "Skip" and
 * "Move": the renewal job's own charge, and the customer's own skip and move (support's plan
 * actions), each audited.
 */
export function UpcomingChargesView({
  staff,
  accessToken,
  forbidden,
  days = 7,
  results = [],
  total = 0,
  nextAfter = null,
}: UpcomingChargesViewProps) {
  const action = useCareAction(accessToken);
  const router = useRouter();
  const canAct = staff.permissions.includes('customers.act');
  return (
    <AdminLayout title="Upcoming charges" staff={staff} forbidden={forbidden}>
      <form
        aria-label="Days ahead"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = new FormData(event.currentTarget).get('days');
          void router.push(`/admin/payments/upcoming/?days=${String(chosen)}`);
        }}
      >
        <FormRow>
          <label>
            Next{' '}
            <select name="days" defaultValue={String(days)}>
              {DAY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === 1 ? 'day (today)' : `${choice} days`}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" variant="secondary">
            Show
          </Button>
        </FormRow>
      </form>
      <p>
        {results.length} renewal{results.length === 1 ? '' : 's'} on this page,{' '}
        {consoleCents(total)} in all.
      </p>
      <ActionStatus status={action.status} />
      {results.length === 0 ? (
        <Muted>No renewal is charged in these days.</Muted>
      ) : (
        <Table aria-label="Upcoming charges">
          <thead>
            <tr>
              <th scope="col">Charged on</th>
              <th scope="col">Customer</th>
              <th scope="col">Pup</th>
              <th scope="col">Delivery</th>
              <th scope="col" className="number">
                Amount
              </th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {results.map((charge) => (
              <tr key={charge.subscription_id}>
                <td>{longDate(charge.charge_date)}</td>
                <td>
                  <Link href={`/admin/customers/${charge.customer.id}/`}>
                    {charge.customer.name || charge.customer.email}
                  </Link>
                </td>
                <td>{charge.pet_name}</td>
                <td>{longDate(charge.delivery_date)}</td>
                <td className="number">{consoleCents(charge.amount)}</td>
                <td>
                  <FormRow>
                    <ConfirmButton
                      label={`Charge ${charge.pet_name}’s box now`}
                      ask={`Charge ${consoleCents(charge.amount)} to the saved card now? The box of ${longDate(charge.delivery_date)} can no longer be changed after.`}
                      confirm="Yes, charge now"
                      disabled={action.busy}
                      onConfirm={() =>
                        action.run(
                          (answer: { status: string; failure: string | null }) =>
                            answer.status === 'paid'
                              ? { ok: true, text: `${charge.pet_name}’s box is paid.` }
                              : {
                                  ok: false,
                                  text: `The card was not charged: ${answer.failure ?? 'declined'}. It is in Failed payments.`,
                                },
                          (client) =>
                            chargeUpcomingNow(client, charge.subscription_id, charge.delivery_date),
                        )
                      }
                    />
                    {canAct ? (
                      <Button
                        variant="secondary"
                        disabled={action.busy}
                        onClick={() =>
                          action.run(`${charge.pet_name}’s box is skipped.`, (client) =>
                            actOnSubscription(
                              client,
                              charge.customer.id,
                              charge.subscription_id,
                              'skip',
                              { delivery_date: charge.delivery_date },
                            ),
                          )
                        }
                      >
                        Skip {charge.pet_name}’s box
                      </Button>
                    ) : null}
                  </FormRow>
                  {canAct ? (
                    <MoveForm
                      charge={charge}
                      busy={action.busy}
                      onMove={(to) =>
                        void action.run(`${charge.pet_name}’s box moved.`, (client) =>
                          actOnSubscription(
                            client,
                            charge.customer.id,
                            charge.subscription_id,
                            'move',
                            {
                              next_delivery_date: to,
                            },
                          ),
                        )
                      }
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {nextAfter ? <Muted>More renewals than fit on a page: narrow the days.</Muted> : null}
    </AdminLayout>
  );
}
