import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';
import { backAsCreditWords, backToCardWords } from './money-words';

export interface BoxCancelledProps {
  firstName: string;
  orderNumber: number;
  petNames: string[];
  refundedToCardCents: number;
  refundedToCreditCents: number;
}

/** A single box cancelled by the shop's team (the plan itself carries on). */
export const boxCancelledEmail = defineEmail<BoxCancelledProps>({
  kind: 'cancellation',
  subject: (props) => `Order #${props.orderNumber} is cancelled`,
  Body: (props) => (
    <EmailLayout
      preview="This box will not be sent"
      heading={`Order #${props.orderNumber} is cancelled`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        We have cancelled the box for {props.petNames.join(' and ') || 'your pup'}: it will not be
        sent.
        {props.refundedToCardCents > 0 ? ` ${backToCardWords(props.refundedToCardCents)}` : ''}
        {props.refundedToCreditCents > 0
          ? ` ${backAsCreditWords(props.refundedToCreditCents)}`
          : ''}
      </P>
      <P>Your plan carries on: the next box comes as scheduled.</P>
      <Cta href={absoluteUrl('/account/')}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
