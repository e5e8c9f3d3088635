import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';
import type { PriceChangeReason } from '@/domain/price-change';
import { HOW_TO_CANCEL } from './box-summary';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface PriceChangeProps {
  firstName: string;
  petName: string;
  deliveryDate: string;
  oldTotal: number;
  newTotal: number;
  reasons: PriceChangeReason[];
  /** The last box's discount and the next one's (cents). */
  oldDiscount: number;
  newDiscount: number;
}

/** Each reason with its amounts, so it stays true for a change of any size, one cent included. */
const WHY: Record<PriceChangeReason, (props: PriceChangeProps) => string> = {
  catalogue_price: () => 'the price of a recipe or extra in the box has gone up',
  discount_ended: (props) =>
    `the ${formatCents(props.oldDiscount)} discount on your last box has ended`,
  discount_smaller: (props) =>
    `the discount on this box is ${formatCents(props.newDiscount)}, down from ${formatCents(props.oldDiscount)} on the last one`,
};

export const priceChangeEmail = defineEmail<PriceChangeProps>({
  kind: 'price_change',
  subject: (props) => `${props.petName}’s next box will cost ${formatCents(props.newTotal)}`,
  Body: (props) => (
    <EmailLayout
      preview={`${formatCents(props.oldTotal)} → ${formatCents(props.newTotal)}`}
      heading="A change in your box price"
    >
      <Greeting firstName={props.firstName} />
      <P>
        {props.petName}’s box arriving on {longDate(props.deliveryDate)} will cost{' '}
        {formatCents(props.newTotal)}, up from {formatCents(props.oldTotal)} for the last one,
        because {props.reasons.map((reason) => WHY[reason](props)).join(' and ')}.
      </P>
      <P>
        If you would like a different box, you can change recipes, portions, extras or how often it
        comes from My plan. {HOW_TO_CANCEL}
      </P>
      <Cta href={myPlanUrl()}>Review My plan</Cta>
    </EmailLayout>
  ),
});
