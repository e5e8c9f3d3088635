import { formatCents } from '@/domain/format/money';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface ClaimReceivedProps {
  firstName: string;
  claimNumber: number;
  orderNumber: number;
  problem: string;
  remedy: 'credit' | 'reship';
  amountCents: number;
}

export const claimReceivedEmail = defineEmail<ClaimReceivedProps>({
  kind: 'claim_received',
  subject: (props) => `We received your report about order #${props.orderNumber}`,
  Body: (props) => (
    <EmailLayout
      preview="A member of our Canine Care team will look at it"
      heading="We’re looking into it"
    >
      <Greeting firstName={props.firstName} />
      <P>
        Thank you for telling us about order #{props.orderNumber} ({props.problem.toLowerCase()}).
        Your report is number {props.claimNumber}. Our Canine Care team reviews it personally and
        usually answers within one working day.
      </P>
      <P>
        You asked for{' '}
        {props.remedy === 'credit'
          ? `${formatCents(props.amountCents)} of account credit`
          : 'the affected items to be sent again'}
        . We will email you as soon as it is decided.
      </P>
      <Cta href={myPlanUrl()}>See it on My plan</Cta>
    </EmailLayout>
  ),
});
