import { formatCents } from '@/domain/format/money';
import { longDate } from '@/domain/format/date';
import { BoxSummary, type BoxTotals } from './box-summary';
import { backAsCreditWords, backToCardWords, cardWords } from './money-words';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

/** What became of the difference an edit made to the box's price. */
export type BoxChangeMoney =
  | { kind: 'charged'; cents: number; card: { brand: string; last4: string } | null }
  | { kind: 'refunded'; cents: number }
  | { kind: 'credited'; cents: number }
  | { kind: 'not_charged_yet' }
  | { kind: 'same_price' };

export interface BoxChangedProps {
  firstName: string;
  orderNumber: number;
  /** ISO date the box arrives. */
  deliveryDate: string;
  petNames: string[];
  box: BoxTotals;
  money: BoxChangeMoney;
}

function moneySentence(money: BoxChangeMoney, total: number): string {
  switch (money.kind) {
    case 'charged':
      return `We charged the difference, ${formatCents(money.cents)}, to your ${money.card ? cardWords(money.card) : 'saved card'}.`;
    case 'refunded':
      return backToCardWords(money.cents);
    case 'credited':
      return backAsCreditWords(money.cents);
    case 'not_charged_yet':
      return `Its payment has not gone through yet: ${formatCents(total)} is what we charge when it does.`;
    case 'same_price':
      return 'Its price is the same.';
  }
}

/** A box's recipes or extras changed by the shop's team before it was packed. */
export const boxChangedEmail = defineEmail<BoxChangedProps>({
  kind: 'notice',
  subject: (props) => `Order #${props.orderNumber} has changed`,
  Body: (props) => (
    <EmailLayout
      preview={`What the box of ${longDate(props.deliveryDate)} holds now`}
      heading={`Order #${props.orderNumber} has changed`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        Our team changed the box for {props.petNames.join(' and ') || 'your pup'} arriving on{' '}
        {longDate(props.deliveryDate)}. This is what it holds now.
      </P>
      <BoxSummary box={props.box} />
      <P>{moneySentence(props.money, props.box.total)}</P>
      <Cta href={absoluteUrl('/account/')}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
