import { useState, type FormEvent } from 'react';
import { refundOrder, type CustomerCareView } from '@/lib/api-client/admin/customers';
import { setBoxHold } from '@/lib/api-client/admin/fulfilment';
import { longDate } from '@/domain/format/date';
import { SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { FormRow, Muted } from '../components/admin-styles';
import type { useCareAction } from './use-care-action';
import { consoleCents } from '../components/console-format';

type CareOrder = CustomerCareView['orders'][number];

/** "12.50" → 1250; anything else (empty, negative, more than two decimals) → null. */
export function dollarsToCentsInput(value: string): number | null {
  const text = value.trim();
  if (!text) return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** A request key for one form being filled in (refunds, credit). */
export const newKey = () => globalThis.crypto.randomUUID();

// Account credit gives back what the box's credit paid (the card cannot), or stands in for a
// card refund when the customer prefers it.
const DESTINATIONS = [
  { value: 'card', label: 'The card charged' },
  { value: 'credit', label: 'Account credit' },
];

/** One order with its lines and refunds; a refund per line, or of everything left. */
export function OrderRefund({
  order,
  canRefund,
  canHold = false,
  action,
}: {
  order: CareOrder;
  canRefund: boolean;
  /** orders.hold: hold the box from packing and shipping, or release it. */
  canHold?: boolean;
  action: ReturnType<typeof useCareAction>;
}) {
  // One key per refund being entered: a second click of the same refund is the same refund.
  const [key, setKey] = useState(newKey);
  const [invalid, setInvalid] = useState<string>();
  const total = (status: string) =>
    order.refunds
      .filter((refund) => refund.status === status)
      .reduce((sum, refund) => sum + refund.amount, 0);
  const refunded = total('succeeded');
  const pending = total('pending');
  const submit = async (event: FormEvent<HTMLFormElement>, full: boolean) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const lines = order.lines.map((line) => ({
      line: line.line,
      amount: dollarsToCentsInput(String(form.get(line.line) ?? '')),
    }));
    if (!full && lines.some((line) => line.amount === null)) {
      setInvalid('Enter amounts in dollars and cents, like 12.50.');
      return;
    }
    setInvalid(undefined);
    const destination = form.get('destination') === 'credit' ? 'credit' : 'card';
    const done =
      destination === 'credit'
        ? `Refund for order #${order.id} added to the customer's account credit.`
        : `Refund for order #${order.id} sent.`;
    const ok = await action.run(done, (client) =>
      refundOrder(client, order.id, {
        idempotency_key: key,
        reason: String(form.get('reason') ?? ''),
        destination,
        ...(full
          ? { full: true }
          : { lines: lines.map((line) => ({ line: line.line, amount: line.amount ?? 0 })) }),
      }),
    );
    if (ok) setKey(newKey());
  };
  const headingId = `order-${order.id}`;
  return (
    <details>
      <summary id={headingId}>
        Order #{order.id} ({order.kind === 'renewal' ? 'renewal' : 'first box'}),{' '}
        {longDate(order.delivery_date)}: {consoleCents(order.total)}, {order.status}
        {refunded ? ` · Refunded ${consoleCents(refunded)}` : ''}
        {pending ? ` · Refund pending ${consoleCents(pending)}` : ''}
      </summary>
      {order.hold ? (
        <p>
          <strong>
            Do not ship:{' '}
            {order.hold.reason === 'refunded'
              ? 'refunded in full.'
              : `held by staff${order.hold.note ? ` (${order.hold.note})` : ''}.`}
          </strong>
        </p>
      ) : null}
      {canHold && order.status === 'paid' && order.hold?.reason !== 'refunded' ? (
        <Button
          variant="secondary"
          size="small"
          disabled={action.busy}
          onClick={() =>
            action.run(
              order.hold
                ? `Order #${order.id} is released for packing.`
                : `Order #${order.id} is held: it will not be packed or shipped.`,
              (client) => setBoxHold(client, order.id, { hold: !order.hold }),
            )
          }
        >
          {order.hold ? `Release order #${order.id}` : `Hold order #${order.id} (do not ship)`}
        </Button>
      ) : null}
      {order.credit > 0 ? (
        <p>
          Paid {consoleCents(order.total)} by card and {consoleCents(order.credit)} with account
          credit.
        </p>
      ) : null}
      <ul>
        {order.refunds.map((refund) => (
          <li key={refund.id}>
            Refund {consoleCents(refund.amount)}
            {refund.destination === 'credit' ? ' to account credit' : ' to the card'} (
            {refund.status}): {refund.reason}
          </li>
        ))}
      </ul>
      {canRefund && order.status === 'paid' ? (
        <form aria-labelledby={headingId} onSubmit={(event) => submit(event, false)}>
          <FormRow>
            {order.lines.map((line) => (
              <TextField
                key={line.line}
                name={line.line}
                label={`Refund for ${line.label} (order #${order.id})`}
                hint={`Up to ${consoleCents(line.total - line.refunded)}`}
                inputMode="decimal"
              />
            ))}
          </FormRow>
          <FormRow>
            <SelectField
              label={`Refund order #${order.id} to`}
              name="destination"
              defaultValue="card"
              options={DESTINATIONS}
            />
            <TextField label={`Reason for refunding order #${order.id}`} name="reason" required />
            <Button type="submit" disabled={action.busy}>
              Refund these amounts
            </Button>
            <Button
              variant="secondary"
              disabled={action.busy}
              onClick={(event) => {
                const form = event.currentTarget.form!;
                if (form.reportValidity())
                  void submit({ preventDefault() {}, currentTarget: form } as never, true);
              }}
            >
              Refund everything left
            </Button>
          </FormRow>
          {invalid ? <Muted role="alert">{invalid}</Muted> : null}
        </form>
      ) : null}
    </details>
  );
}
