import styled from 'styled-components';
import type { OrderView } from '@/contracts/orders';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { chargeDay } from '@/domain/renewal-schedule';
import { fontSize, radius, spacing } from '@/ui/theme';

const Steps = styled.ol`
  display: grid;
  gap: ${spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    display: grid;
    gap: ${spacing(0.5)};
    padding-left: ${spacing(7)};
  }
  /* A dot per step, joined by a line down to the next. */
  li::before {
    content: '';
    position: absolute;
    left: 4px;
    top: 6px;
    width: 12px;
    height: 12px;
    border-radius: ${radius.round};
    background: ${({ theme }) => theme.palette.kale};
  }
  li:not(:last-child)::after {
    content: '';
    position: absolute;
    left: 9px;
    top: 20px;
    bottom: -${spacing(3)};
    width: 2px;
    background: ${({ theme }) => theme.palette.line};
  }
  strong {
    font-size: ${fontSize.base};
  }
  span {
    color: ${({ theme }) => theme.palette.inkMuted};
  }
`;

/** The order from today to its first renewal, each step with its date where the shop knows it. */
export function FirstBoxTimeline({ order }: { order: OrderView }) {
  const renewals = order.subscriptions.map((sub) => ({
    id: sub.id,
    text: `${sub.pet_name}’s next box: ${formatCents(sub.repeat.box.total)} charged on ${longDate(
      chargeDay(sub.next_delivery_date),
    )}, to arrive on ${longDate(sub.next_delivery_date)}.`,
  }));
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title">What happens next</h2>
      <Steps>
        <li>
          <strong>Today: order confirmed</strong>
          <span>{formatCents(order.total)} charged. The receipt is in your inbox.</span>
        </li>
        <li>
          <strong>Cooked and packed</strong>
          <span>Each pup’s recipes are portioned for them and packed into their box.</span>
        </li>
        <li>
          <strong>Shipped</strong>
          <span>We email you the carrier and tracking number as the box leaves.</span>
        </li>
        <li>
          <strong>Arrives {longDate(order.delivery_date)}</strong>
          <span>Fresh food is packed frozen, to arrive cold on the day you chose.</span>
        </li>
        <li>
          <strong>First renewal</strong>
          {renewals.map((renewal) => (
            <span key={renewal.id}>{renewal.text}</span>
          ))}
          <span>Skip, pause or change anything from My plan until each box’s change-by date.</span>
        </li>
      </Steps>
    </section>
  );
}
