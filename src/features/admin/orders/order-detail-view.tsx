import Link from 'next/link';
import { formatRatePpm } from '@/domain/tax';
import type { OrderDetailView as Order } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { longDate } from '@/domain/format/date';
import { AdminLayout } from '../components/admin-layout';
import { Muted, Panel, Table } from '../components/admin-styles';
import { consoleCents, consoleTime } from '../components/console-format';
import { OrderActions } from './order-actions';
import { ShipToEditor } from './ship-to-editor';
import { holdLabel, KIND_LABELS, statusLabel } from './order-status';

export interface OrderDetailViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  order?: Order | null;
}

const SHIPMENT_WORDS = { pending: 'To pack', packed: 'Packed', shipped: 'Shipped' } as const;

function Money({ order }: { order: Order }) {
  const rows: [string, number][] = [
    ['Subtotal', order.totals.subtotal],
    [order.coupon_code ? `Discount (${order.coupon_code})` : 'Discount', -order.totals.discount],
    ['Of which account credit', -order.totals.credit],
    ['Shipping', order.totals.shipping],
    ['Tax', order.totals.tax],
    ['Total', order.totals.total],
  ];
  return (
    <Panel aria-labelledby="order-money">
      <h2 id="order-money">Money</h2>
      <Table aria-label="Totals">
        <tbody>
          {rows.map(([label, cents]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td className="number">{consoleCents(cents)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        Payment:{' '}
        {order.payment
          ? `${consoleCents(order.payment.amount)}, ${order.payment.status}${
              order.payment.card
                ? ` (${order.payment.card.brand} ending ${order.payment.card.last4})`
                : ''
            }`
          : 'none recorded'}
      </p>
      {order.tax.lines.length ? (
        <Table aria-label="Tax by jurisdiction">
          <thead>
            <tr>
              <th scope="col">Jurisdiction</th>
              <th scope="col">Level</th>
              <th scope="col">Rate</th>
              <th scope="col">Taxable</th>
              <th scope="col">Tax</th>
            </tr>
          </thead>
          <tbody>
            {order.tax.lines.map((line) => (
              <tr key={line.name}>
                <th scope="row">{line.name}</th>
                <td>{line.level}</td>
                <td className="number">{formatRatePpm(line.rate_ppm)}</td>
                <td className="number">{consoleCents(line.taxable_amount)}</td>
                <td className="number">{consoleCents(line.tax_amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      <p>
        Tax: {order.tax.provider ?? 'not recorded'}
        {order.tax.calculation_id ? `, calculation ${order.tax.calculation_id}` : ''}
        {order.tax.incomplete ? ', state rate only (local taxes not known)' : ''}
        {order.tax.reversed ? `, ${consoleCents(order.tax.reversed)} reversed by refunds` : ''}
      </p>
      {order.refunds.length ? (
        <ul aria-label="Refunds">
          {order.refunds.map((refund) => (
            <li key={refund.id}>
              {consoleTime(refund.created_at)}: {consoleCents(refund.amount)} to{' '}
              {refund.destination === 'card' ? 'the card' : 'account credit'} ({refund.status}):{' '}
              {refund.reason}
            </li>
          ))}
        </ul>
      ) : (
        <Muted>No refunds.</Muted>
      )}
      {order.credit_entries.length ? (
        <ul aria-label="Account credit">
          {order.credit_entries.map((entry, index) => (
            <li key={index}>
              {consoleTime(entry.created_at)}: {entry.kind} {consoleCents(entry.amount)}
              {entry.reason ? `: ${entry.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}

/** One order: its pups' lines and boxes, money, hold, actions and audit trail. */
export function OrderDetailView({ staff, accessToken, forbidden, order }: OrderDetailViewProps) {
  if (!order)
    return (
      <AdminLayout title="Order" staff={staff} forbidden={forbidden}>
        <p>
          No such order. <Link href="/admin/orders/">All orders</Link>
        </p>
      </AdminLayout>
    );
  return (
    <AdminLayout title={`Order #${order.id}`} staff={staff} forbidden={forbidden}>
      <p>
        <Link href="/admin/orders/">All orders</Link> ·{' '}
        <Link href={`/admin/orders/${order.id}/invoice/`}>Invoice</Link> ·{' '}
        <Link href={`/admin/customers/${order.customer.id}/`}>
          {order.customer.name || order.customer.email}
        </Link>{' '}
        ({order.customer.email})
      </p>
      <p>
        {KIND_LABELS[order.kind]} · {statusLabel(order.status)} · delivery{' '}
        {longDate(order.delivery_date)} · placed {consoleTime(order.created_at)}
      </p>
      {order.hold ? (
        <p>
          <strong>{holdLabel(order.hold)}</strong>
          {order.hold.at ? ` (since ${consoleTime(order.hold.at)})` : ''}
        </p>
      ) : null}
      <OrderActions order={order} staff={staff} accessToken={accessToken} />
      <ShipToEditor order={order} staff={staff} accessToken={accessToken} />
      {order.pups.map((pup) => (
        <Panel key={pup.pet_id ?? 'order'} aria-labelledby={`pup-${pup.pet_id ?? 'order'}`}>
          <h2 id={`pup-${pup.pet_id ?? 'order'}`}>{pup.pup_name}</h2>
          <Table aria-label={`${pup.pup_name}’s lines`}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col" className="number">
                  Quantity
                </th>
                <th scope="col" className="number">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {pup.lines.map((line) => (
                <tr key={line.id}>
                  <td>{line.product_name}</td>
                  <td className="number">{line.quantity}</td>
                  <td className="number">{consoleCents(line.total)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {pup.pet_id !== null ? (
            <p>
              Box: {SHIPMENT_WORDS[pup.shipment.status]}
              {pup.shipment.tracking_number
                ? ` with ${pup.shipment.carrier?.toUpperCase()} ${pup.shipment.tracking_number}`
                : ''}
              {pup.shipment.shipped_at ? ` on ${consoleTime(pup.shipment.shipped_at)}` : ''}
            </p>
          ) : null}
        </Panel>
      ))}
      <Money order={order} />
      <Panel aria-labelledby="order-audit">
        <h2 id="order-audit">Audit trail</h2>
        {order.audit.length === 0 ? (
          <Muted>No staff action on this order yet.</Muted>
        ) : (
          <ol>
            {order.audit.map((entry) => (
              <li key={entry.id}>
                {consoleTime(entry.created_at)}: {entry.action} on {entry.target} by{' '}
                {entry.staff_email}
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </AdminLayout>
  );
}
