import { formatCents } from '@/domain/format/money';
import { HOW_TO_CANCEL } from './box-summary';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface YearlyReminderProps {
  firstName: string;
  petName: string;
  productName: string;
  /** The next box's total, as renewals will charge it. */
  amountCents: number;
  everyWeeks: number;
  years: number;
}

const every = (weeks: number) => (weeks === 1 ? 'every week' : `every ${weeks} weeks`);

/** Once a year per plan: what it is, what it costs and how to stop it (automatic renewal law). */
export const yearlyReminderEmail = defineEmail<YearlyReminderProps>({
  kind: 'yearly_reminder',
  subject: (props) => `${props.petName}’s Ollie plan: your yearly reminder`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatCents(props.amountCents)} ${every(props.everyWeeks)}`}
      heading={`${props.years === 1 ? 'One year' : `${props.years} years`} of ${props.petName}’s plan`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        A yearly reminder of what your plan is: {props.petName}’s {props.productName} box renews
        automatically {every(props.everyWeeks)}, at {formatCents(props.amountCents)} for the next
        box, charged to your card on file.
      </P>
      <P>{HOW_TO_CANCEL}</P>
      <Cta href={myPlanUrl()}>Review My plan</Cta>
    </EmailLayout>
  ),
});
