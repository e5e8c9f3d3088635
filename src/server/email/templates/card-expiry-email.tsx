import { longDate } from '@/domain/format/date';
import { cardWords } from './money-words';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { updateCardUrl } from './links';

export interface CardExpiryProps {
  firstName: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The next box charged to it, when there is one. */
  nextDeliveryDate: string | null;
}

const expiry = (props: CardExpiryProps) =>
  `${String(props.expMonth).padStart(2, '0')}/${props.expYear}`;

export const cardExpiryEmail = defineEmail<CardExpiryProps>({
  kind: 'card_expiry',
  subject: () => 'Your card on file is about to expire',
  Body: (props) => (
    <EmailLayout preview={`Your card expires ${expiry(props)}`} heading="Your card is expiring">
      <Greeting firstName={props.firstName} />
      <P>
        Your {cardWords(props)} expires at the end of {expiry(props)}
        {props.nextDeliveryDate
          ? `, before your next box on ${longDate(props.nextDeliveryDate)} is charged.`
          : '.'}{' '}
        Add a new card so your deliveries carry on without a hitch.
      </P>
      <Cta href={updateCardUrl()}>Update your card</Cta>
    </EmailLayout>
  ),
});
