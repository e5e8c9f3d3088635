import { longDate } from './format/date';
import { formatCents } from './format/money';
import { chargeDay } from './renewal-schedule';

export type TimelineStepKey = 'confirmed' | 'cooked' | 'shipped' | 'arrives' | 'renewal';

export interface TimelineStep {
  key: TimelineStepKey;
  title: string;
  details: string[];
}

/** What the timeline needs of an order (an OrderView, or the confirmation email's props). */
export interface TimelineOrder {
  total: number;
  delivery_date: string;
  subscriptions: ReadonlyArray<{
    pet_name: string;
    next_delivery_date: string;
    repeat: { box: { total: number } };
  }>;
}

/**
 * The first order from today to its first renewal, each step dated where the shop knows the date.
 * One rule for the confirmation page and the confirmation email, so the two never disagree; the
 * renewal is charged on the renewal schedule's charge day for each pup's next box.
 */
export function firstBoxTimeline(order: TimelineOrder): TimelineStep[] {
  return [
    {
      key: 'confirmed',
      title: 'Today: order confirmed',
      details: [`${formatCents(order.total)} charged. The receipt is in your inbox.`],
    },
    {
      key: 'cooked',
      title: 'Cooked and packed',
      details: ['Each pup’s recipes are portioned for them and packed into their box.'],
    },
    {
      key: 'shipped',
      title: 'Shipped',
      details: ['We email you the carrier and tracking number as the box leaves.'],
    },
    {
      key: 'arrives',
      title: `Arrives ${longDate(order.delivery_date)}`,
      details: ['Fresh food is packed frozen, to arrive cold on the day you chose.'],
    },
    {
      key: 'renewal',
      title: 'First renewal',
      details: [
        ...order.subscriptions.map(
          (sub) =>
            `${sub.pet_name}’s next box: ${formatCents(sub.repeat.box.total)} charged on ${longDate(
              chargeDay(sub.next_delivery_date),
            )}, to arrive on ${longDate(sub.next_delivery_date)}.`,
        ),
        'Skip, pause or change anything from My plan until each box’s change-by date.',
      ],
    },
  ];
}
