import styled from 'styled-components';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { listOrders, toApiError, toUserMessage, type Order } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { FormError } from '@/ui/forms';
import { OrderLines } from '@/features/checkout/components/order-lines';
import { AccountCard } from '../components/account-card';
import { spacing } from '@/ui/theme';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  processing: 'Being placed',
  failed: 'Payment problem',
  payment_failed: 'Payment problem',
  requires_action: 'Waiting for your bank',
  scheduled: 'Scheduled',
};

/** Where each pup's box is once packed: shipped ones link to the carrier's tracking page. */
function ShipmentList({ order }: { order: Order }) {
  if (order.shipments.length === 0) return null;
  return (
    <ShipmentItems aria-label={`Order #${order.id} shipping`}>
      {order.shipments.map((shipment) => (
        <li key={shipment.pet_id}>
          {shipment.pet_name}’s box:{' '}
          {shipment.status === 'shipped' && shipment.tracking_url ? (
            <a href={shipment.tracking_url} target="_blank" rel="noopener noreferrer">
              Shipped, track it
            </a>
          ) : (
            'Packed'
          )}
        </li>
      ))}
    </ShipmentItems>
  );
}

const ShipmentItems = styled.ul`
  margin: ${spacing(1, 0, 3)};
  padding-left: ${spacing(5)};
`;

/** Past boxes with their contents and totals (SHOW_ORDER_HISTORY). */
export function OrderHistory({ customerId }: { customerId: number }) {
  const enabled = useFlag('SHOW_ORDER_HISTORY');
  const orders = useSWR(enabled ? swrKeys.orders(customerId) : null, () =>
    listOrders(browserApiClient(), customerId),
  );
  if (!enabled || (orders.data && orders.data.length === 0)) return null;
  return (
    <AccountCard aria-labelledby="order-history">
      <h2 id="order-history">Order history</h2>
      {orders.error ? (
        <FormError role="alert">
          {toUserMessage(toApiError(orders.error), { action: 'load' }).message}
        </FormError>
      ) : null}
      {orders.data?.map((order) => (
        <div key={order.id}>
          <details>
            <summary>
              Order #{order.id}, delivery {longDate(order.delivery_date)}:{' '}
              {formatCents(order.total)} ({STATUS[order.status] ?? order.status})
              {order.refunded ? ` · Refunded ${formatCents(order.refunded)}` : ''}
              {order.refund_pending ? ` · Refund pending ${formatCents(order.refund_pending)}` : ''}
            </summary>
            <OrderLines items={order.items} />
            <p>
              Subtotal {formatCents(order.subtotal)}
              {order.discount ? `, offer ${formatCents(-order.discount)}` : ''}, tax{' '}
              {formatCents(order.tax)}, shipping {formatCents(order.shipping)}.
            </p>
          </details>
          <ShipmentList order={order} />
        </div>
      ))}
    </AccountCard>
  );
}
