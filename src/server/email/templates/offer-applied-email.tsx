import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface OfferAppliedProps {
  firstName: string;
  petName: string;
  /** The offer's code, as the plan now carries it. */
  code: string;
  /** The box it comes off (YYYY-MM-DD), its discount and what it now costs (cents). */
  deliveryDate: string;
  discount: number;
  total: number;
}

/**
 * The shop put an offer on a plan's next box (a console bulk action): which offer, which box,
 * how much it takes off, and that the boxes after it are charged as before.
 */
export const offerAppliedEmail = defineEmail<OfferAppliedProps>({
  kind: 'notice',
  subject: (props) => `An offer on ${props.petName}’s next box: ${formatCents(props.discount)} off`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.code} on the box of ${longDate(props.deliveryDate)}`}
      heading="An offer on your next box"
    >
      <Greeting firstName={props.firstName} />
      <P>
        We have put the offer {props.code} on {props.petName}’s box arriving on{' '}
        {longDate(props.deliveryDate)}: it takes {formatCents(props.discount)} off, so that box
        costs {formatCents(props.total)}. The boxes after it are charged as before.
      </P>
      <P>You can still change, skip or pause that box from My plan until its change-by date.</P>
      <Cta href={myPlanUrl()}>Review My plan</Cta>
    </EmailLayout>
  ),
});
