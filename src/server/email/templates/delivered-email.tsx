import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface DeliveredProps {
  firstName: string;
  pupName: string;
  orderNumber: number;
  carrier: string;
  /** The shop day the carrier left it, as the customer reads it ('Tuesday, March 4'). */
  deliveredAt: string;
}

export const deliveredEmail = defineEmail<DeliveredProps>({
  kind: 'delivered',
  subject: (props) => `${props.pupName}’s box has arrived`,
  Body: (props) => (
    <EmailLayout
      preview={`Delivered by ${props.carrier}: into the freezer it goes`}
      heading={`Order #${props.orderNumber} was delivered`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        {props.carrier} left {props.pupName}’s box at your door on {props.deliveredAt}. Fresh food
        waits best cold: put this week’s packs in the fridge and the rest in the freezer.
      </P>
      <P>
        If anything arrived warm, damaged or missing, tell us from My plan’s order history and we
        will put it right with a credit or a new box.
      </P>
      <Cta href={myPlanUrl()}>Report a problem or see your plan</Cta>
    </EmailLayout>
  ),
});
