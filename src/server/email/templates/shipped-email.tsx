import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';

export interface ShippedProps {
  firstName: string;
  petNames: string[];
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  orderNumber: number;
}

const together = (names: string[]) =>
  names.length <= 1
    ? (names[0] ?? 'your pup')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export const shippedEmail = defineEmail<ShippedProps>({
  kind: 'shipped',
  subject: (props) => `${together(props.petNames)}’s box is on its way`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.carrier} tracking ${props.trackingNumber}`}
      heading={`Order #${props.orderNumber} has shipped`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        {together(props.petNames)}’s box left our kitchen with {props.carrier}. The tracking number
        is {props.trackingNumber}.
      </P>
      <Cta href={props.trackingUrl}>Track the box</Cta>
      <P>Keep the food in the fridge or freezer as soon as it arrives.</P>
    </EmailLayout>
  ),
});
