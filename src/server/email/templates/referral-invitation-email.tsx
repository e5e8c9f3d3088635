import { defineEmail } from './define-email';
import { Cta, EmailLayout, P } from './layout';

export interface ReferralInvitationProps {
  referrerName: string;
  percent: number;
  code: string;
  link: string;
}

export const referralInvitationEmail = defineEmail<ReferralInvitationProps>({
  kind: 'referral_invitation',
  subject: (props) =>
    `${props.referrerName || 'A friend'} sent you ${props.percent}% off fresh dog food`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.percent}% off your first box with code ${props.code}`}
      heading={`${props.percent}% off your first box`}
      forCustomer={false}
    >
      <P>Hi there,</P>
      <P>
        {props.referrerName || 'A friend of yours'} feeds their pup Ollie and thinks yours would
        love it too. Take the two-minute quiz and get {props.percent}% off your first box with code{' '}
        {props.code}.
      </P>
      <Cta href={props.link}>Take the quiz</Cta>
    </EmailLayout>
  ),
});
