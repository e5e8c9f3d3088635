import { Link, Section } from '@react-email/components';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import type { RepeatQuote } from '@/domain/box-lines';
import { HOW_TO_CANCEL, taxRows, type BoxTotals } from './box-summary';
import { defineEmail } from './define-email';
import { firstBoxTimeline } from '@/domain/first-box-timeline';
import { ArtRow, planEmailArt } from './email-art';
import { EmailTimeline } from './email-timeline';
import { AmountRows, Cta, EmailLayout, Greeting, H2, P } from './layout';
import { feedingGuideUrl, myPlanUrl } from './links';

export interface OrderConfirmationProps {
  firstName: string;
  order: {
    id: number;
    delivery_date: string;
    /** `pet_id`: the pup whose box carries the line (null for a line of the whole order). */
    items: Array<{
      product_name: string;
      quantity: number;
      total_price: number;
      pet_id?: number | null;
    }>;
    subtotal: number;
    discount: number;
    coupon_code: string | null;
    tax: number;
    tax_lines?: BoxTotals['tax_lines'];
    shipping: number;
    total: number;
    subscriptions: Array<{
      pet_id?: number;
      pet_name: string;
      /** The plan's sku: the recipes whose art the email shows. */
      sku: string;
      next_delivery_date: string;
      repeat: RepeatQuote;
    }>;
  };
  /**
   * The automatic-renewal terms exactly as the customer agreed to them at checkout (renewalTerms,
   * the text kept with the consent): each pup's amount and cadence, the first renewal's charge
   * date, that it renews until cancelled, and how to cancel.
   */
  terms: string;
}

type Order = OrderConfirmationProps['order'];
type Item = Order['items'][number];

const lineRow = (item: Item): [string, string] => [
  `${item.product_name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`,
  formatCents(item.total_price),
];

/** The order's lines grouped under each pup's box, then any line no pup's box carries. */
export function linesByPup(order: Order) {
  const pets = new Set(order.subscriptions.map((sub) => sub.pet_id));
  // One pup, or lines that name no pup (an order from before lines named them): all are theirs.
  const single = order.subscriptions.length === 1;
  const groups = order.subscriptions.map((sub, index) => ({
    key: `${sub.pet_id ?? index}-${sub.pet_name}`,
    heading: `${sub.pet_name}’s box`,
    sku: sub.sku as string | null,
    items: order.items.filter((item) => single || item.pet_id === sub.pet_id),
  }));
  const rest = single ? [] : order.items.filter((item) => !pets.has(item.pet_id ?? undefined));
  return rest.length
    ? [...groups, { key: 'order', heading: 'Also in this order', sku: null, items: rest }]
    : groups;
}

/**
 * The first box: each pup's recipes as the shop draws them, what was bought line by line, what
 * happens next (the confirmation page's timeline, from the kitchen on: this email is the receipt),
 * and the renewal terms agreed to at checkout.
 */
export const orderConfirmationEmail = defineEmail<OrderConfirmationProps>({
  kind: 'order_confirmation',
  subject: (props) => `Your Ollie order #${props.order.id} is confirmed`,
  Body: ({ firstName, order, terms }) => (
    <EmailLayout
      preview={`Your first box arrives on ${longDate(order.delivery_date)}`}
      heading={`Order #${order.id} is confirmed`}
    >
      <Greeting firstName={firstName} />
      <P>Thank you! Your first box arrives on {longDate(order.delivery_date)}.</P>
      {/* Each pup's lines under that pup's heading, in both parts: a text part read top to
          bottom must not list every line under the last pup's name. */}
      {linesByPup(order).map((group) => (
        <Section key={group.key}>
          <P>
            <strong>{group.heading}</strong>
          </P>
          {group.sku ? <ArtRow art={planEmailArt(group.sku)} /> : null}
          <AmountRows rows={group.items.map(lineRow)} />
        </Section>
      ))}
      <AmountRows
        rows={[
          ['Subtotal', formatCents(order.subtotal)],
          ...(order.discount
            ? [
                [
                  `Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`,
                  `-${formatCents(order.discount)}`,
                ] as [string, string],
              ]
            : []),
          ...taxRows(order.tax, order.tax_lines),
          ['Shipping', formatCents(order.shipping)],
          ['Total charged', formatCents(order.total)],
        ]}
      />
      <H2>What happens next</H2>
      <EmailTimeline steps={firstBoxTimeline(order).filter((step) => step.key !== 'confirmed')} />
      <P>
        How much to serve at each meal, and how to switch over in the first week:{' '}
        <Link href={feedingGuideUrl()}>print your feeding guide</Link>.
      </P>
      <P>The renewal terms you agreed to: {terms}</P>
      <P>{HOW_TO_CANCEL}</P>
      <Cta href={myPlanUrl()}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
