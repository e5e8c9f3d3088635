import { CANCELLED_PLAN_TERMS } from '@/domain/cancel-messages';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

export interface CancellationProps {
  firstName: string;
  petName: string;
}

export const cancellationEmail = defineEmail<CancellationProps>({
  kind: 'cancellation',
  subject: (props) => `${props.petName}’s plan is cancelled`,
  Body: (props) => (
    <EmailLayout preview="Nothing more will be charged" heading="Your plan is cancelled">
      <Greeting firstName={props.firstName} />
      <P>
        We have cancelled {props.petName}’s plan, as you asked: {CANCELLED_PLAN_TERMS}
      </P>
      <P>If you change your mind, you can restart the plan whenever you like.</P>
      <Cta href={absoluteUrl('/account/')}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
