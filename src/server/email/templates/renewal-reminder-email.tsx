import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { BoxSummary, HOW_TO_CANCEL, type BoxTotals } from './box-summary';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface RenewalReminderProps {
  firstName: string;
  petName: string;
  deliveryDate: string;
  changeBy: string;
  chargeDate: string;
  box: BoxTotals;
  skipUrl: string;
  /** The last box was cheaper because of an offer that has now ended: said before it is charged. */
  offerEnded: { previousTotal: number } | null;
}

export const renewalReminderEmail = defineEmail<RenewalReminderProps>({
  kind: 'renewal_reminder',
  subject: (props) => `${props.petName}’s next box arrives on ${longDate(props.deliveryDate)}`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatCents(props.box.total)} on ${longDate(props.chargeDate)}`}
      heading={`${props.petName}’s next box is coming up`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        {props.petName}’s next box arrives on {longDate(props.deliveryDate)}. We will charge{' '}
        {formatCents(props.box.total)} to your card on file on {longDate(props.chargeDate)}:
      </P>
      <BoxSummary box={props.box} />
      {props.offerEnded ? (
        <P>
          Your introductory discount has ended, so this is the first box at the full price:{' '}
          {formatCents(props.box.total)} instead of {formatCents(props.offerEnded.previousTotal)}.
        </P>
      ) : null}
      <P>
        Want to change recipes, add extras or skip this box? You can until{' '}
        {longDate(props.changeBy)} from My plan.
      </P>
      <Cta href={props.skipUrl}>Skip this box</Cta>
      <P>
        Skipping moves {props.petName}’s plan on to the box after this one. Everything else is at{' '}
        {myPlanUrl()}. {HOW_TO_CANCEL}
      </P>
    </EmailLayout>
  ),
});
