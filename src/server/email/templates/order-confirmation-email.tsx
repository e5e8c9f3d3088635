import { Section } from '@react-email/components';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import type { RepeatQuote } from '@/domain/box-lines';
import { HOW_TO_CANCEL, taxRows, type BoxTotals } from './box-summary';
import { defineEmail } from './define-email';
import { firstBoxTimeline } from '@/domain/first-box-timeline';
import { ArtRow, planEmailArt } from './email-art';
import { EmailTimeline } from './email-timeline';
import { AmountRows, Cta, EmailLayout, Greeting, H2, P } from './layout';
import { myPlanUrl } from './links';

export interface OrderConfirmationProps {
  firstName: string;
  order: {
    id: number;
    delivery_date: string;
    items: Array<{ product_name: string; quantity: number; total_price: number }>;
    subtotal: number;
    discount: number;
    coupon_code: string | null;
    tax: number;
    tax_lines?: BoxTotals['tax_lines'];
    shipping: number;
    total: number;
    subscriptions: Array<{
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
      {order.subscriptions.map((sub) => (
        <Section key={sub.sku + sub.pet_name}>
          <P>
            <strong>{sub.pet_name}’s box</strong>
          </P>
          <ArtRow art={planEmailArt(sub.sku)} />
        </Section>
      ))}
      <AmountRows
        rows={[
          ...order.items.map((item): [string, string] => [
            `${item.product_name}${item.quantity > 1 ? ` × ${item.quantity}` : ''}`,
            formatCents(item.total_price),
          ]),
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
      <P>The renewal terms you agreed to: {terms}</P>
      <P>{HOW_TO_CANCEL}</P>
      <Cta href={myPlanUrl()}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
