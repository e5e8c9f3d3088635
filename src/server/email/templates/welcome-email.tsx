import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

export interface WelcomeProps {
  firstName: string;
  /** How many pups the quiz was told about (sent with the registration); one when unknown. */
  pupCount?: number;
}

/** To a lead (an email from the quiz, no order yet): what comes next and where to pick it up. */
export const welcomeEmail = defineEmail<WelcomeProps>({
  kind: 'welcome',
  subject: () => 'Welcome to Ollie',
  Body: (props) => {
    const several = (props.pupCount ?? 1) > 1;
    const pups = several ? 'pups' : 'pup';
    return (
      <EmailLayout
        preview={
          several
            ? 'Your pups’ plans are a few questions away'
            : 'Your pup’s plan is a few questions away'
        }
        heading="Welcome to Ollie"
      >
        <Greeting firstName={props.firstName} />
        <P>
          Thanks for telling us about your {pups}. We cook fresh and baked recipes and portion every
          meal to {several ? 'each' : 'your'} dog’s own calorie needs, then deliver on a schedule
          that suits you.
        </P>
        <P>
          Pick up where you left off and see your{' '}
          {several ? 'pups’ recommended plans' : 'pup’s recommended plan'}:
        </P>
        <Cta href={absoluteUrl('/onboarding/')}>{several ? 'See your plans' : 'See your plan'}</Cta>
      </EmailLayout>
    );
  },
});
