import { formatCents } from '@/domain/format/money';
import { BANKS_TAKE, cardWords } from './money-words';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

export interface RefundProps {
  firstName: string;
  orderNumber: number;
  amountCents: number;
  destination: 'card' | 'credit';
  /** The card the refund goes back to (null: the card is no longer on file). */
  card: { brand: string; last4: string } | null;
}

/** A refund the shop's team gave that has gone through (to the card or to account credit). */
export const refundEmail = defineEmail<RefundProps>({
  kind: 'notice',
  subject: (props) => `Your refund for order #${props.orderNumber}`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatCents(props.amountCents)} back for order #${props.orderNumber}`}
      heading={`${formatCents(props.amountCents)} back for order #${props.orderNumber}`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        We have refunded {formatCents(props.amountCents)} for order #{props.orderNumber}.{' '}
        {props.destination === 'credit'
          ? 'It is in your account credit and pays towards your next boxes.'
          : `It goes back to ${props.card ? `your ${cardWords(props.card)}` : 'the card you paid with'}; ${BANKS_TAKE}.`}
      </P>
      <Cta href={absoluteUrl('/account/')}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
