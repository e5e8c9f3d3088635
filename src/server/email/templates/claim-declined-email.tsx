import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface ClaimDeclinedProps {
  firstName: string;
  orderNumber: number;
  reason: string;
}

export const claimDeclinedEmail = defineEmail<ClaimDeclinedProps>({
  kind: 'claim_declined',
  subject: (props) => `About your report on order #${props.orderNumber}`,
  Body: (props) => (
    <EmailLayout preview="Our answer to your report" heading="About your report">
      <Greeting firstName={props.firstName} />
      <P>
        We have looked at your report about order #{props.orderNumber} and cannot offer a reship or
        credit for it this time.
      </P>
      <P>Our reason: {props.reason}</P>
      <P>If you think we got this wrong, just reply or call us: we are happy to talk it through.</P>
      <Cta href={myPlanUrl()}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
