import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';

export interface StaffInviteProps {
  name: string;
  invitedBy: string;
  role: string;
  setupUrl: string;
  validHours: number;
}

/** The console invitation (admin-core's text, in the emails' one layout). */
export const staffInviteEmail = defineEmail<StaffInviteProps>({
  kind: 'notice',
  subject: () => 'You are invited to the Ollie console',
  Body: (props) => (
    <EmailLayout preview="Choose your console password" heading="You are invited to the console">
      <Greeting firstName={props.name} />
      <P>
        {props.invitedBy} has invited you to the Ollie console as {props.role}. Choose your password
        with the link below: it works once, for {props.validHours} hours.
      </P>
      <Cta href={props.setupUrl}>Choose your password</Cta>
    </EmailLayout>
  ),
});
