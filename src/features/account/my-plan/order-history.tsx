import useSWR from 'swr';
import { browserApiClient } from '@/features/auth/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { listOrders, toApiError, toUserMessage } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { FormError } from '@/ui/forms';
import { OrderLines } from '@/features/checkout/components/order-lines';
import { AccountCard } from '../components/account-card';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  processing: 'Being placed',
  failed: 'Payment problem',
  scheduled: 'Scheduled',
};

/** Past boxes with their contents and totals (SHOW_ORDER_HISTORY). */
export function OrderHistory({ customerId }: { customerId: number }) {
  const enabled = useFlag('SHOW_ORDER_HISTORY');
  const orders = useSWR(enabled ? ['orders', customerId] : null, () =>
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
        <details key={order.id}>
          <summary>
            Order #{order.id}, delivery {longDate(order.delivery_date)}: {formatCents(order.total)}{' '}
            ({STATUS[order.status] ?? order.status})
          </summary>
          <OrderLines items={order.items} />
          <p>
            Subtotal {formatCents(order.subtotal)}
            {order.discount ? `, offer ${formatCents(-order.discount)}` : ''}, tax{' '}
            {formatCents(order.tax)}, shipping {formatCents(order.shipping)}.
          </p>
        </details>
      ))}
    </AccountCard>
  );
}
