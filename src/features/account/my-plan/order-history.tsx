import useSWR from 'swr';
import { TaxBreakdown } from '@/ui/primitives/tax-breakdown';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { listClaims, listOrders, toApiError, toUserMessage, type Claim } from '@/lib/api-client';
import { shopToday } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { formatAmount, formatCents } from '@/domain/format/money';
import { FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import { Button } from '@/ui/primitives/button';
import { LoadingLine } from '@/ui/primitives/spinner';
import { OrderLines } from '@/features/checkout/components/order-lines';
import { AccountCard } from '../components/account-card';
import { BoxProblemForm } from './box-problem/box-problem-form';
import { BoxTracking } from './box-tracking';
import { claimableOrder } from './box-problem/claimable';
import { claimOutcome, ClaimList } from './box-problem/claim-status';

const STATUS: Record<string, string> = {
  paid: 'Paid',
  processing: 'Being placed',
  failed: 'Payment problem',
  payment_failed: 'Payment problem',
  requires_action: 'Waiting for your bank',
  scheduled: 'Scheduled',
};

/** Past boxes with their contents and totals (SHOW_ORDER_HISTORY). */
export function OrderHistory({ customerId }: { customerId: number }) {
  const enabled = useFlag('SHOW_ORDER_HISTORY');
  const orders = useSWR(enabled ? swrKeys.orders(customerId) : null, () =>
    listOrders(browserApiClient(), customerId),
  );
  const claims = useSWR(enabled ? swrKeys.claims(customerId) : null, () =>
    listClaims(browserApiClient(), customerId),
  );
  const { mutate } = useSWRConfig();
  const [reporting, setReporting] = useState<number | null>(null);
  const today = shopToday(new Date());
  const reported = (claim: Claim) => {
    setReporting(null);
    notify.success(`Thank you for telling us. ${claimOutcome(claim)}`);
    // The credit (and a reship's order) show on My plan at once.
    void claims.mutate();
    void orders.mutate();
    void mutate(swrKeys.subscriptions(customerId));
  };
  if (!enabled || (orders.data && orders.data.length === 0)) return null;
  // The orders are listed once their claims are in too (or failed to come), so what each box
  // offers ("Report a problem", its claims) is there with it instead of appearing a moment later.
  const loading = !orders.error && (!orders.data || (!claims.data && !claims.error));
  return (
    <AccountCard aria-labelledby="order-history">
      <h2 id="order-history">Order history</h2>
      {orders.error ? (
        <FormError role="alert">
          {toUserMessage(toApiError(orders.error), { action: 'load' }).message}
        </FormError>
      ) : null}
      {loading ? <LoadingLine label="Loading your orders…" spinnerSize={0} /> : null}
      {(loading ? [] : (orders.data ?? [])).map((order) => {
        const ownClaims = claims.data?.results ?? [];
        const claimable = claims.data
          ? claimableOrder(order, ownClaims, today, claims.data.window_days)
          : null;
        return (
          <div key={order.id}>
            <details>
              <summary>
                Order #{order.id}, delivery {longDate(order.delivery_date)}:{' '}
                {formatCents(order.total)} ({STATUS[order.status] ?? order.status})
                {order.refunded ? ` · Refunded ${formatCents(order.refunded)}` : ''}
                {order.refund_pending
                  ? ` · Refund pending ${formatCents(order.refund_pending)}`
                  : ''}
              </summary>
              <OrderLines items={order.items} />
              <p>
                Subtotal {formatCents(order.subtotal)}
                {order.discount ? `, offer ${formatCents(-order.discount)}` : ''}, tax{' '}
                {formatAmount(order.tax)}, shipping {formatCents(order.shipping)}.
              </p>
              <TaxBreakdown lines={order.tax_lines ?? []} incomplete={order.tax_incomplete} />
            </details>
            <BoxTracking order={order} />
            <ClaimList
              orderId={order.id}
              claims={ownClaims.filter((claim) => claim.order_id === order.id)}
            />
            {claimable?.open && reporting !== order.id ? (
              <p>
                <Button variant="secondary" onClick={() => setReporting(order.id)}>
                  Report a problem with order #{order.id}
                </Button>{' '}
                Until {longDate(claimable.until)}.
              </p>
            ) : null}
            {claimable?.problem === 'not_arrived' ? (
              <p>
                “Report a problem” opens as soon as this box is delivered, or on{' '}
                {longDate(order.report_opens_on)} if it has not arrived by then. It stays open until{' '}
                {longDate(claimable.until)}.
              </p>
            ) : null}
            {claimable?.problem === 'too_old' ? (
              <p>Problems with this box could be reported until {longDate(claimable.until)}.</p>
            ) : null}
            {claimable && reporting === order.id ? (
              <BoxProblemForm
                customerId={customerId}
                order={order}
                claimedItemIds={claimable.claimedItemIds}
                onDone={reported}
                onClose={() => setReporting(null)}
              />
            ) : null}
          </div>
        );
      })}
    </AccountCard>
  );
}
