import { authenticationNeededEmail } from './authentication-needed-email';
import { boxCancelledEmail } from './box-cancelled-email';
import { boxChangedEmail } from './box-changed-email';
import { refundEmail } from './refund-email';
import { cancellationEmail } from './cancellation-email';
import { deliveryMovedEmail } from './delivery-moved-email';
import { offerAppliedEmail } from './offer-applied-email';
import { cardExpiryEmail } from './card-expiry-email';
import { claimApprovedEmail } from './claim-approved-email';
import { claimDeclinedEmail } from './claim-declined-email';
import { claimReceivedEmail } from './claim-received-email';
import type { EmailTemplate } from './define-email';
import { orderConfirmationEmail } from './order-confirmation-email';
import { passwordResetEmail } from './password-reset-email';
import { paymentFailedEmail } from './payment-failed-email';
import { priceChangeEmail } from './price-change-email';
import { puppyCheckInEmail } from './puppy-check-in-email';
import { receiptEmail } from './receipt-email';
import { referralInvitationEmail } from './referral-invitation-email';
import { renewalReminderEmail } from './renewal-reminder-email';
import { SAMPLES } from './samples';
import { shippedEmail } from './shipped-email';
import { deliveredEmail } from './delivered-email';
import { staffInvitationEmail } from './staff-invitation-email';
import { welcomeEmail } from './welcome-email';
import { yearlyReminderEmail } from './yearly-reminder-email';

export interface CatalogEntry {
  id: string;
  title: string;
  template: EmailTemplate<never>;
  sample: unknown;
}

const entry = <P>(id: string, title: string, template: EmailTemplate<P>, sample: P) =>
  ({ id, title, template: template as EmailTemplate<never>, sample }) satisfies CatalogEntry;

/** Every email the shop sends, with sample data: the preview page and the render tests use it. */
export const EMAIL_CATALOG: CatalogEntry[] = [
  entry('welcome', 'Welcome (lead)', welcomeEmail, SAMPLES.welcome),
  entry(
    'order-confirmation',
    'Order confirmation',
    orderConfirmationEmail,
    SAMPLES.orderConfirmation,
  ),
  entry('renewal-reminder', 'Renewal reminder', renewalReminderEmail, SAMPLES.renewalReminder),
  entry('receipt', 'Receipt (renewal charged)', receiptEmail, SAMPLES.receipt),
  entry('payment-failed', 'Payment failed', paymentFailedEmail, SAMPLES.paymentFailed),
  entry(
    'authentication-needed',
    'Authentication needed',
    authenticationNeededEmail,
    SAMPLES.authenticationNeeded,
  ),
  entry('shipped', 'Shipped with tracking', shippedEmail, SAMPLES.shipped),
  entry('delivered', 'Delivered', deliveredEmail, SAMPLES.delivered),
  entry('cancellation', 'Cancellation confirmation', cancellationEmail, SAMPLES.cancellation),
  entry('box-cancelled', 'Box cancelled by staff', boxCancelledEmail, SAMPLES.boxCancelled),
  entry('box-changed', 'Box changed by staff', boxChangedEmail, SAMPLES.boxChanged),
  entry('refund', 'Refund given by staff', refundEmail, SAMPLES.refund),
  entry('delivery-moved', 'Delivery date moved', deliveryMovedEmail, SAMPLES.deliveryMoved),
  entry('offer-applied', 'Offer put on the next box', offerAppliedEmail, SAMPLES.offerApplied),
  entry('password-reset', 'Password reset', passwordResetEmail, SAMPLES.passwordReset),
  entry(
    'referral-invitation',
    'Referral invitation',
    referralInvitationEmail,
    SAMPLES.referralInvitation,
  ),
  entry('price-change', 'Price-change notice', priceChangeEmail, SAMPLES.priceChange),
  entry('card-expiry', 'Card expiry warning', cardExpiryEmail, SAMPLES.cardExpiry),
  entry('yearly-reminder', 'Yearly plan reminder', yearlyReminderEmail, SAMPLES.yearlyReminder),
  entry(
    'staff-invitation',
    'Console invitation (staff)',
    staffInvitationEmail,
    SAMPLES.staffInvitation,
  ),
  entry('puppy-check-in', 'Puppy monthly check-in', puppyCheckInEmail, SAMPLES.puppyCheckIn),
  entry('claim-received', 'Box claim received', claimReceivedEmail, SAMPLES.claimReceived),
  entry('claim-approved', 'Box claim approved', claimApprovedEmail, SAMPLES.claimApproved),
  entry('claim-declined', 'Box claim declined', claimDeclinedEmail, SAMPLES.claimDeclined),
];
