import { longDate } from '@/domain/format/date';
import { BoxSummary, type BoxTotals } from './box-summary';
import { defineEmail } from './define-email';
import { Cta, EmailLayout, Greeting, P } from './layout';
import { myPlanUrl } from './links';

export interface ReceiptProps {
  firstName: string;
  orderId: number;
  petName: string;
  deliveryDate: string;
  box: BoxTotals;
}

/** After a renewal is charged: what was charged, as recorded on the order. */
export const receiptEmail = defineEmail<ReceiptProps>({
  kind: 'order_confirmation',
  subject: (props) => `Your Ollie order #${props.orderId} is confirmed`,
  Body: (props) => (
    <EmailLayout
      preview={`${props.petName}’s box arrives on ${longDate(props.deliveryDate)}`}
      heading={`Receipt for order #${props.orderId}`}
    >
      <Greeting firstName={props.firstName} />
      <P>
        {props.petName}’s box is paid and arrives on {longDate(props.deliveryDate)}.
      </P>
      <BoxSummary box={props.box} totalLabel="Total charged" />
      <Cta href={myPlanUrl()}>See My plan</Cta>
    </EmailLayout>
  ),
});
