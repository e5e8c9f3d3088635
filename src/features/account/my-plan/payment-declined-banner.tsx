import styled from 'styled-components';
import useSWR from 'swr';
import { swrKeys } from '@/lib/resources/keys';
import { browserApiClient } from '@/lib/session/api-client';
import { listOrders, type Order } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { ButtonLink } from '@/ui/primitives/button';
import { spacing } from '@/ui/theme';

const Banner = styled.aside`
  display: grid;
  gap: ${spacing(3)};
  padding: ${spacing(4, 5)};
  margin-bottom: ${spacing(6)};
  border: 2px solid ${({ theme }) => theme.palette.blueberry};
  border-radius: ${({ theme }) => theme.radius.medium};
  p {
    margin: 0;
  }
`;

const RETRY_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'America/New_York',
});

/** The provider's message ends in a full stop; our sentence adds its own. */
const sentence = (reason: string) => reason.trim().replace(/[.\s]+$/, '');

function declinedText(order: Order) {
  const pup = order.subscriptions[0]?.pet_name;
  const problem = order.payment_problem!;
  const retry = problem.retry_at
    ? `We’ll try your card again on ${RETRY_DAY.format(new Date(problem.retry_at))}, or as soon as you update it.`
    : 'The plan is paused until you update your card and restart it.';
  return {
    headline: `We couldn’t charge your card for ${pup ? `${pup}’s` : 'your'} next box.`,
    detail: `${formatCents(order.total)} for the box arriving ${longDate(order.delivery_date)}${
      problem.reason ? ` (${sentence(problem.reason)})` : ''
    }. ${retry}`,
  };
}

/**
 * A renewal whose charge was declined: what happened and a way to fix the card, on My plan
 * itself (the order history only said "Payment problem"). Shares the order history's request.
 */
export function PaymentDeclinedBanner({ customerId }: { customerId: number }) {
  const orders = useSWR(swrKeys.orders(customerId), () =>
    listOrders(browserApiClient(), customerId),
  );
  // Not knowing (still loading, or a failed load) shows nothing rather than a false alarm.
  const declined = (orders.data ?? []).filter((order) => order.payment_problem);
  if (!declined.length) return null;
  return (
    <>
      {declined.map((order) => {
        const text = declinedText(order);
        return (
          <Banner key={order.id} aria-label="Your payment was declined">
            <p>
              <strong>{text.headline}</strong> {text.detail}
            </p>
            <p>
              <ButtonLink href="/account/edit-payment/">Update your card</ButtonLink>
            </p>
          </Banner>
        );
      })}
    </>
  );
}
