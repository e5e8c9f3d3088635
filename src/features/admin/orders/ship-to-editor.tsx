import { useState, type FormEvent } from 'react';
import type { OrderDetailView } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { ApiError } from '@/lib/api-client';
import { editOrderShipTo, markOrderDelivered } from '@/lib/api-client/admin/orders';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { ActionStatus } from '../components/action-status';
import { ErrorText, FormRow, Panel } from '../components/admin-styles';
import { TextFields } from '../components/text-fields';
import { ADDRESS_FIELDS, STATE_OPTIONS } from '../customers/contact-editor';
import { useCareAction } from '../customers/use-care-action';

type Errors = Record<string, string[] | undefined>;

/**
 * Where the box goes (what its slip, the packing CSV and its shipment say) and, while nothing
 * of it is packed, a form to change it; "Mark delivered" for boxes a carrier never reports.
 */
export function ShipToEditor({
  order,
  staff,
  accessToken,
}: {
  order: OrderDetailView;
  staff: StaffSession;
  accessToken: string;
}) {
  const action = useCareAction(accessToken);
  const [errors, setErrors] = useState<Errors>({});
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const canEdit = staff.permissions.includes('orders.edit') && order.editable;
  const canDeliver =
    staff.permissions.includes('orders.deliver') &&
    order.pups.some((pup) => pup.shipment.status === 'shipped');
  const to = order.ship_to;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    );
    setProblem(undefined);
    editOrderShipTo(action.client, order.id, data).then(
      async () => {
        setErrors({});
        await action.settle(`Order #${order.id} now goes to ${data.address1}, ${data.city}.`);
      },
      (error: unknown) => {
        const fields = error instanceof ApiError ? error.fieldErrors : {};
        setErrors(fields);
        if (!Object.keys(fields).length)
          setProblem(
            error instanceof ApiError && error.detail ? error.detail : 'Please try again.',
          );
      },
    );
  };
  return (
    <Panel aria-labelledby="order-ship-to">
      <h2 id="order-ship-to">Ship to</h2>
      <address>
        {to.first_name} {to.last_name}
        <br />
        {to.address1}
        {to.address2 ? `, ${to.address2}` : ''}
        <br />
        {to.city}, {to.state} {to.zip_code}
        <br />
        {to.phone}
      </address>
      <ActionStatus status={action.status} />
      {canEdit ? (
        <form aria-label="Change the ship-to" noValidate onSubmit={save}>
          {problem ? <ErrorText role="alert">{problem}</ErrorText> : null}
          <FormRow>
            <TextFields fields={ADDRESS_FIELDS} values={{ ...to }} errors={errors} />
            <SelectField
              label="State"
              name="state"
              options={STATE_OPTIONS}
              defaultValue={to.state}
              error={errors.state?.[0]}
            />
            <Button type="submit" disabled={action.busy}>
              Save the ship-to
            </Button>
          </FormRow>
        </form>
      ) : null}
      {canDeliver ? (
        <FormRow>
          <TextField
            label="Why mark it delivered (who said it arrived)"
            value={reason}
            maxLength={300}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="secondary"
            disabled={action.busy || reason.trim() === ''}
            onClick={() =>
              void action.run(`Order #${order.id} is marked delivered.`, (client) =>
                markOrderDelivered(client, order.id, reason),
              )
            }
          >
            Mark delivered
          </Button>
        </FormRow>
      ) : null}
    </Panel>
  );
}
