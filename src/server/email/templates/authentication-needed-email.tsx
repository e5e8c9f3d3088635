import { formatCents } from '@/domain/format/money';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { authenticatePaymentUrl } from './links';

export interface AuthenticationNeededProps {
  firstName: string;
  petName: string;
  amountCents: number;
  paymentIntentId: string;
}

/** The bank wants the customer to confirm an off-session charge (3-D Secure). */
export const authenticationNeededEmail = defineEmail<AuthenticationNeededProps>({
  kind: 'authentication_needed',
  subject: (props) => `Please confirm the payment for ${props.petName}’s box`,
  Body: (props) => (
    <EmailLayout preview="Your bank asked you to confirm a payment" heading="Confirm your payment">
      <Greeting firstName={props.firstName} />
      <P>
        Your bank asked you to confirm the payment of {formatCents(props.amountCents)} for{' '}
        {props.petName}’s next box. It takes a moment, and the box ships as soon as it is done.
      </P>
      <Cta href={authenticatePaymentUrl(props.paymentIntentId)}>Confirm the payment</Cta>
    </EmailLayout>
  ),
});
