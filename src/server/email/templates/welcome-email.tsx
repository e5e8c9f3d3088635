import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

export interface WelcomeProps {
  firstName: string;
}

/** To a lead (an email from the quiz, no order yet): what comes next and where to pick it up. */
export const welcomeEmail = defineEmail<WelcomeProps>({
  kind: 'welcome',
  subject: () => 'Welcome to Ollie',
  Body: (props) => (
    <EmailLayout preview="Your pup’s plan is a few questions away" heading="Welcome to Ollie">
      <Greeting firstName={props.firstName} />
      <P>
        Thanks for telling us about your pup. We cook fresh and baked recipes and portion every meal
        to your dog’s own calorie needs, then deliver on a schedule that suits you.
      </P>
      <P>Pick up where you left off and see your pup’s recommended plan:</P>
      <Cta href={absoluteUrl('/onboarding/')}>See your plan</Cta>
    </EmailLayout>
  ),
});
