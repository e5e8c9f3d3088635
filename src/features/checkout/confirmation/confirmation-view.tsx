import { longDate } from '@/domain/format/date';
import { TaxBreakdown } from '@/ui/primitives/tax-breakdown';
import { useRouter } from 'next/router';
import styled from 'styled-components';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncContent } from '@/ui/async-content';
import useSWR from 'swr';
import { useSignedInCustomer } from '@/lib/session/use-signed-in-customer';
import { browserApiClient } from '@/lib/session/api-client';
import { getOrder, placeOrder, type Order } from '@/lib/api-client';
import { formatAmount, formatCents } from '@/domain/format/money';
import { PageLayout } from '@/ui/layout/page-layout';
import { Button, ButtonLink } from '@/ui/primitives/button';
import { parsePlanSku } from '@/domain/plan-sku';
import { ReferAFriend } from '@/features/account/referrals/refer-a-friend';
import { ArrivalCare } from './arrival-care';
import { FeedingGuideCard } from './feeding-guide-card';
import { FirstBoxTimeline } from './first-box-timeline';
import { PupBoxCards } from './pup-box-cards';

import { DELIVERY_DATE_KEY, RENEWAL_TERMS_KEY } from '../checkout-storage';
import { OrderLines } from '../components/order-lines';
import { useTrackPurchase } from '@/lib/integrations/analytics/use-track-on-mount';
import { fontSize, mediaUp, spacing } from '@/ui/theme';

const Card = styled.section`
  max-width: 1040px;
  margin: ${spacing(8)} auto ${spacing(16)};
  padding: ${spacing(0, 4)};
  display: grid;
  gap: ${spacing(4)};
  h1 {
    font-size: ${fontSize['3xl']};
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: ${spacing(5)};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${spacing(1.5, 4)};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  section {
    display: grid;
    gap: ${spacing(3)};
  }
  h2 {
    margin: ${spacing(4, 0, 0)};
  }
  /* Printing this page prints the feeding guides alone. */
  @media print {
    > :not([data-print-guides]) {
      display: none;
    }
  }
`;

// The receipt and what happens next side by side on a wide screen, one after the other on a phone.
const Columns = styled.div`
  display: grid;
  gap: ${spacing(6)};
  align-items: start;
  ${mediaUp('laptop')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const GuidesHeading = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(3)};
  margin-bottom: ${spacing(3)};
  @media print {
    button {
      display: none;
    }
  }
`;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /confirmation/: what was bought and when it arrives. Also the payment return address: coming
 * back from the bank with a payment intent, the order is placed from here.
 */
export function ConfirmationView() {
  const router = useRouter();
  const customer = useSignedInCustomer();
  const orderId = Number(single(router.query.order));
  const returned = single(router.query.payment_intent_client_secret);
  const order = useSWR(
    customer && router.isReady ? swrKeys.order(customer.id, orderId || returned) : null,
    async (): Promise<Order> => {
      const client = browserApiClient();
      if (orderId > 0) return getOrder(client, customer!.id, orderId);
      if (!returned) throw new Error('No order was named.');
      const deliveryDate = window.sessionStorage.getItem(DELIVERY_DATE_KEY) ?? undefined;
      // The tick given on the checkout page before the bank's check; without it, no order.
      const terms = window.sessionStorage.getItem(RENEWAL_TERMS_KEY);
      return placeOrder(client, customer!.id, {
        transaction_ids: [returned],
        delivery_date: deliveryDate,
        renewal_terms_accepted: terms !== null,
        renewal_terms_version: terms ?? undefined,
      });
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  return (
    <PageLayout accountMode>
      <Card aria-labelledby="confirmation-title">
        <AsyncContent
          resources={{ order }}
          loadingLabel=""
          spinnerSize={24}
          errorContext="checkout"
          frame={(node, state) =>
            state === 'error' ? (
              <>
                <h1 id="confirmation-title">We couldn’t find that order</h1>
                {node}
                <ButtonLink href="/account/">Go to My plan</ButtonLink>
              </>
            ) : (
              <>
                <h1 id="confirmation-title">Confirming your order…</h1>
                {node}
              </>
            )
          }
        >
          {(loaded) => <OrderDetails order={loaded.order} customerId={customer!.id} />}
        </AsyncContent>
      </Card>
    </PageLayout>
  );
}

function OrderDetails({ order, customerId }: { order: Order; customerId: number }) {
  useTrackPurchase(order);
  const kinds = new Set(
    order.subscriptions.flatMap((sub) => {
      const selection = parsePlanSku(sub.sku)?.selection;
      return [
        ...(selection?.fresh.length ? (['fresh'] as const) : []),
        ...(selection?.dry.length ? (['dry'] as const) : []),
      ];
    }),
  );
  const names = order.subscriptions.map((sub) => sub.pet_name).join(' and ');
  return (
    <>
      <h1 id="confirmation-title">You’re all set!</h1>
      <p>
        Order #{order.id} is confirmed{names ? ` for ${names}` : ''}. Your first box arrives on{' '}
        <strong>{longDate(order.delivery_date)}</strong>. We’ve emailed you a copy.
      </p>
      <PupBoxCards plans={order.subscriptions} />
      <Columns>
        <section aria-labelledby="first-box-title">
          <h2 id="first-box-title">In your first box</h2>
          <OrderLines items={order.items} />
          <dl>
            <dt>Subtotal</dt>
            <dd>{formatCents(order.subtotal)}</dd>
            {order.discount ? (
              <>
                <dt>Offer{order.coupon_code ? ` (${order.coupon_code})` : ''}</dt>
                <dd>{formatCents(-order.discount)}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd>{formatCents(order.shipping)}</dd>
            <dt>Tax</dt>
            <dd>
              {formatAmount(order.tax)}
              <TaxBreakdown lines={order.tax_lines ?? []} incomplete={order.tax_incomplete} />
            </dd>
            <dt>
              <strong>Charged today</strong>
            </dt>
            <dd>
              <strong>{formatCents(order.total)}</strong>
            </dd>
          </dl>
          <ButtonLink href="/account/">Manage my plan</ButtonLink>
        </section>
        <FirstBoxTimeline order={order} />
      </Columns>
      <ArrivalCare fresh={kinds.has('fresh')} baked={kinds.has('dry')} />
      {order.subscriptions.length ? (
        <section aria-labelledby="guides-title" data-print-guides="">
          <GuidesHeading>
            <h2 id="guides-title">Feeding guides</h2>
            <Button variant="secondary" onClick={() => window.print()}>
              Print
            </Button>
          </GuidesHeading>
          {order.subscriptions.map((sub) => (
            <FeedingGuideCard key={sub.id} plan={sub} />
          ))}
        </section>
      ) : null}
      <ReferAFriend customerId={customerId} />
    </>
  );
}
