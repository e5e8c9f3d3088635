import { defineEmail } from './define-email';
import { AmountRows, Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';
import { formatKcal } from '@/domain/format/kcal';

export interface PuppyCheckInProps {
  firstName: string;
  petName: string;
  ageMonths: number;
  weightLb: number;
  /** At this month's age and the last weight: the whole day's calories. */
  dailyKcal: number;
  /** The plan's portion and price per week at that, formatted ('310 g fresh', '$42.00'). */
  portion: string | null;
  pricePerWeek: string | null;
  currentPricePerWeek: string | null;
}

/** The monthly nudge for a growing puppy: weigh them, see the new portion, update the plan. */
export const puppyCheckInEmail = defineEmail<PuppyCheckInProps>({
  kind: 'puppy_check_in',
  subject: (props) => `${props.petName} is ${props.ageMonths} months old: time for a weigh-in`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.petName}’s portion for this month`}
      heading={`${props.petName}’s monthly check-in`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        Puppies grow fast, and what they need changes as they do: less per pound from 4 months, and
        again at their first birthday. {props.petName} is {props.ageMonths} months old now.
      </P>
      <P>
        At {props.weightLb} lbs, the last weight you gave us, {props.petName} needs about{' '}
        {formatKcal(props.dailyKcal)} a day this month.
      </P>
      {props.portion && props.pricePerWeek ? (
        <AmountRows
          rows={[
            ['Portion a day', props.portion],
            ['Price per week', props.pricePerWeek],
            ['Price per week now', props.currentPricePerWeek ?? ''],
          ]}
        />
      ) : null}
      <P>
        Nothing changes until you confirm it. Weigh {props.petName}, tell us how they look, and you
        will see the new portion and price before you choose.
      </P>
      <Cta href={absoluteUrl('/account/')}>Update {props.petName}’s weight</Cta>
    </EmailLayout>
  ),
});
