import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface ClaimApprovedProps {
  firstName: string;
  orderNumber: number;
  remedy: 'credit' | 'reship';
  amountCents: number;
  /** Reship: when the new box arrives. */
  reshipDate: string | null;
  itemNames: string[];
}

export const claimApprovedEmail = defineEmail<ClaimApprovedProps>({
  kind: 'claim_approved',
  subject: (props) =>
    props.remedy === 'credit'
      ? `${formatCents(props.amountCents)} of credit for order #${props.orderNumber}`
      : `We are sending order #${props.orderNumber}’s items again`,
  Body: (props) => (
    <EmailLayout
      preview={
        props.remedy === 'credit' ? 'Credit added to your account' : 'A reship is on its way'
      }
      heading="Sorry about your box"
    >
      <Greeting firstName={props.firstName} />
      {props.remedy === 'credit' ? (
        <P>
          We have added {formatCents(props.amountCents)} of credit to your account for order #
          {props.orderNumber}. It is taken off your next box automatically.
        </P>
      ) : (
        <P>
          We are sending {props.itemNames.join(', ')} again, free of charge. The box arrives on{' '}
          {props.reshipDate ? longDate(props.reshipDate) : 'the next delivery day'}.
        </P>
      )}
      <Cta href={myPlanUrl()}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
