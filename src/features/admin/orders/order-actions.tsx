import { useId, useState } from 'react';
import type { OrderDetailView } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { setBoxHold } from '@/lib/api-client/admin/fulfilment';
import { cancelOrder } from '@/lib/api-client/admin/orders';
import { TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ActionStatus } from '../components/action-status';
import { FormRow, Panel } from '../components/admin-styles';
import { ConfirmButton } from '../components/confirm-button';
import { consoleCents } from '../components/console-format';
import { useCareAction } from '../customers/use-care-action';

/** Hold or release the box, or cancel it while nothing is packed, as the staff role allows. */
export function OrderActions({
  order,
  staff,
  accessToken,
}: {
  order: OrderDetailView;
  staff: StaffSession;
  accessToken: string;
}) {
  const action = useCareAction(accessToken);
  const headingId = useId();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  // One key per page load: a double click or a retry after an outage cancels (and refunds) once.
  const [key] = useState(() => `cancel-${order.id}-${crypto.randomUUID()}`);
  const canHold = staff.permissions.includes('orders.hold') && order.status === 'paid';
  const canCancel = staff.permissions.includes('orders.refund') && order.cancellable;
  if (!canHold && !canCancel) return null;
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Actions</h2>
      <ActionStatus status={action.status} />
      {canHold && order.hold?.reason !== 'refunded' ? (
        <FormRow>
          {order.hold ? (
            <Button
              variant="secondary"
              disabled={action.busy}
              onClick={() =>
                action.run(`Order #${order.id} released: it can be packed.`, (client) =>
                  setBoxHold(client, order.id, { hold: false }),
                )
              }
            >
              Release the hold
            </Button>
          ) : (
            <>
              <TextField
                label="Hold note"
                value={note}
                maxLength={300}
                onChange={(event) => setNote(event.target.value)}
              />
              <Button
                variant="secondary"
                disabled={action.busy}
                onClick={() =>
                  action.run(`Order #${order.id} is on hold: it will not be packed.`, (client) =>
                    setBoxHold(client, order.id, { hold: true, note }),
                  )
                }
              >
                Hold the box
              </Button>
            </>
          )}
        </FormRow>
      ) : null}
      {canCancel ? (
        <FormRow>
          <TextField
            label="Reason for cancelling"
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <ConfirmButton
            label="Cancel this box"
            ask={`Cancel order #${order.id}? ${consoleCents(order.totals.total)} goes back the way it was paid, the box is not sent and the customer is emailed.`}
            confirm="Yes, cancel the box"
            disabled={action.busy || reason.trim() === ''}
            onConfirm={() =>
              action.run(`Order #${order.id} is cancelled and refunded.`, (client) =>
                cancelOrder(client, order.id, { idempotency_key: key, reason }),
              )
            }
          />
        </FormRow>
      ) : null}
    </Panel>
  );
}
