import Link from 'next/link';
import styled, { createGlobalStyle } from 'styled-components';
import type { OrderDetailView as Order } from '@/contracts/admin/orders';
import type { StaffSession } from '@/contracts/admin/staff';
import { longDate } from '@/domain/format/date';
import { Button } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';
import { AdminLayout } from '../components/admin-layout';
import { Table } from '../components/admin-styles';
import { consoleCents, consoleTime } from '../components/console-format';

export interface InvoiceViewProps {
  staff: StaffSession;
  accessToken: string;
  forbidden?: boolean;
  order?: Order | null;
  /** The shop's postal address, from the one place it is kept (the email footer's brand). */
  shopAddress?: string[];
}

// On paper only the invoice: the console's navigation, skip link and buttons stay on screen.
const PrintOnlyInvoice = createGlobalStyle`
  @media print {
    body header, body nav, a[href='#main-content'], .no-print { display: none !important; }
    body main { padding: 0 !important; }
  }
`;

const Parties = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${spacing(6)};
  margin-bottom: ${spacing(6)};

  address {
    font-style: normal;
  }
`;

/**
 * A printable invoice: who sold, who bought and where it went, the lines, tax and totals, and
 * how it was paid (card and account credit). Zero reads $0.00 here, as everywhere in the console.
 */
export function InvoiceView({ staff, forbidden, order, shopAddress = [] }: InvoiceViewProps) {
  if (!order)
    return (
      <AdminLayout title="Invoice" staff={staff} forbidden={forbidden}>
        <p>
          No such order. <Link href="/admin/orders/">All orders</Link>
        </p>
      </AdminLayout>
    );
  const refunded = order.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amount, 0);
  const cardPaid = order.payment?.status === 'succeeded' ? order.payment.amount : 0;
  const ship = order.ship_to;
  return (
    <AdminLayout title={`Invoice for order #${order.id}`} staff={staff} forbidden={forbidden}>
      <PrintOnlyInvoice />
      <p className="no-print">
        <Link href={`/admin/orders/${order.id}/`}>Back to order #{order.id}</Link>{' '}
        <Button variant="secondary" size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      <Parties>
        <section aria-labelledby="invoice-from">
          <h2 id="invoice-from">From</h2>
          <address>
            {shopAddress.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </section>
        <section aria-labelledby="invoice-to">
          <h2 id="invoice-to">Bill to</h2>
          <address>
            <div>{order.customer.name || order.customer.email}</div>
            <div>{order.customer.email}</div>
            <div>
              {ship.first_name} {ship.last_name}
            </div>
            <div>
              {ship.address1}
              {ship.address2 ? `, ${ship.address2}` : ''}
            </div>
            <div>
              {ship.city}, {ship.state} {ship.zip_code}
            </div>
          </address>
        </section>
        <section aria-labelledby="invoice-details">
          <h2 id="invoice-details">Invoice</h2>
          <div>Order #{order.id}</div>
          <div>Placed {consoleTime(order.created_at)}</div>
          <div>Delivery {longDate(order.delivery_date)}</div>
        </section>
      </Parties>
      <Table aria-label="Invoice lines">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">For</th>
            <th scope="col" className="number">
              Quantity
            </th>
            <th scope="col" className="number">
              Unit price
            </th>
            <th scope="col" className="number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.pups.flatMap((pup) =>
            pup.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.product_name}</td>
                <td>{pup.pup_name}</td>
                <td className="number">{line.quantity}</td>
                <td className="number">{consoleCents(line.unit)}</td>
                <td className="number">{consoleCents(line.total)}</td>
              </tr>
            )),
          )}
        </tbody>
      </Table>
      <Table aria-label="Invoice totals">
        <tbody>
          <tr>
            <th scope="row">Subtotal</th>
            <td className="number">{consoleCents(order.totals.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">
              Discount{order.coupon_code ? ` (${order.coupon_code})` : ''}, before credit
            </th>
            <td className="number">
              {consoleCents(-(order.totals.discount - order.totals.credit))}
            </td>
          </tr>
          <tr>
            <th scope="row">Shipping</th>
            <td className="number">{consoleCents(order.totals.shipping)}</td>
          </tr>
          <tr>
            <th scope="row">Tax</th>
            <td className="number">{consoleCents(order.totals.tax)}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td className="number">
              <strong>{consoleCents(order.totals.total + order.totals.credit)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">Paid with account credit</th>
            <td className="number">{consoleCents(order.totals.credit)}</td>
          </tr>
          <tr>
            <th scope="row">
              Paid by card
              {order.payment?.card
                ? ` (${order.payment.card.brand} ending ${order.payment.card.last4})`
                : ''}
            </th>
            <td className="number">{consoleCents(cardPaid)}</td>
          </tr>
          {refunded > 0 ? (
            <tr>
              <th scope="row">Refunded</th>
              <td className="number">{consoleCents(-refunded)}</td>
            </tr>
          ) : null}
        </tbody>
      </Table>
    </AdminLayout>
  );
}
