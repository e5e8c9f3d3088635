import { longDate } from '@/domain/format/date';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { absoluteUrl } from './links';

export interface DeliveryMovedProps {
  firstName: string;
  petName: string;
  from: string;
  /** The new delivery date. */
  to: string;
  /** True when the box was skipped (the plan's following box comes on `to`). */
  skipped: boolean;
}

/** The shop moved or skipped a whole delivery date (a carrier problem, a kitchen closure). */
export const deliveryMovedEmail = defineEmail<DeliveryMovedProps>({
  kind: 'notice',
  subject: (props) =>
    props.skipped
      ? `${props.petName}’s box of ${longDate(props.from)} is skipped`
      : `${props.petName}’s box moves to ${longDate(props.to)}`,
  Body: (props) => (
    <EmailLayout
      preview={`Next box: ${longDate(props.to)}`}
      heading={props.skipped ? 'Your next box is skipped' : 'Your next box has a new date'}
    >
      <Greeting firstName={props.firstName} />
      <P>
        {props.skipped
          ? `We cannot deliver on ${longDate(props.from)}, so ${props.petName}’s box for that day is skipped and nothing is charged for it. The next box arrives on ${longDate(props.to)}.`
          : `We cannot deliver on ${longDate(props.from)}, so ${props.petName}’s box arrives on ${longDate(props.to)} instead.`}
      </P>
      <P>You can still change the date on My plan until its cut-off.</P>
      <Cta href={absoluteUrl('/account/')}>Go to My plan</Cta>
    </EmailLayout>
  ),
});
