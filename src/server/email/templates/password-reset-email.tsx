import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';

export interface PasswordResetProps {
  firstName: string;
  resetUrl: string;
}

export const passwordResetEmail = defineEmail<PasswordResetProps>({
  kind: 'password_recovery',
  subject: () => 'Reset your Ollie password',
  Body: (props) => (
    <EmailLayout preview="Choose a new password within the hour" heading="Reset your password">
      <Greeting firstName={props.firstName} />
      <P>Use this link within the next hour to choose a new password:</P>
      <Cta href={props.resetUrl}>Choose a new password</Cta>
      <P>If the button does not work, copy this address into your browser: {props.resetUrl}</P>
      <P>If you did not ask for this, you can ignore this email: your password stays the same.</P>
    </EmailLayout>
  ),
});
