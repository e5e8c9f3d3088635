import { defineEmail } from './define-email';
import { Cta, EmailLayout, P } from './layout';

export interface StaffInvitationProps {
  name: string;
  invitedBy: string;
  role: string;
  setupUrl: string;
  validHours: number;
}

export const staffInvitationEmail = defineEmail<StaffInvitationProps>({
  kind: 'staff_invitation',
  subject: () => 'You are invited to the Ollie console',
  Body: (props) => (
    <EmailLayout
      preview="Choose your console password"
      heading="Your Ollie console invitation"
      forStaff
    >
      <P>{props.name ? `Hello ${props.name},` : 'Hello,'}</P>
      <P>
        {props.invitedBy} has invited you to the Ollie console as {props.role}. Choose your password
        here (the link works once, for {props.validHours} hours):
      </P>
      <Cta href={props.setupUrl}>Choose your password</Cta>
      <P>{props.setupUrl}</P>
    </EmailLayout>
  ),
});
