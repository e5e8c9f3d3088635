import { longDate } from '@/domain/format/date';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { updateCardUrl } from './links';

export interface PaymentFailedProps {
  firstName: string;
  petName: string;
  reason: string;
  /** When the charge is tried again (YYYY-MM-DD), or null once the plan is paused. */
  retryDate: string | null;
}

export const paymentFailedEmail = defineEmail<PaymentFailedProps>({
  kind: 'payment_failed',
  subject: (props) => `We couldn’t charge your card for ${props.petName}’s box`,
  Body: (props) => (
    <EmailLayout preview="Please update your card" heading="Your card was declined">
      <Greeting firstName={props.firstName} />
      <P>
        Your card was declined for {props.petName}’s next box ({props.reason}).{' '}
        {props.retryDate
          ? `We will try again on ${longDate(props.retryDate)}.`
          : `We have paused ${props.petName}’s plan so nothing more is charged. Resume it from My plan once your card is updated.`}
      </P>
      <P>Update your card and we will use the new one.</P>
      <Cta href={updateCardUrl()}>Update your card</Cta>
    </EmailLayout>
  ),
});
