import type { AuthenticationNeededProps } from './authentication-needed-email';
import type { BoxCancelledProps } from './box-cancelled-email';
import type { BoxChangedProps } from './box-changed-email';
import type { CancellationProps } from './cancellation-email';
import type { DeliveryMovedProps } from './delivery-moved-email';
import type { OfferAppliedProps } from './offer-applied-email';
import type { ClaimApprovedProps } from './claim-approved-email';
import type { ClaimDeclinedProps } from './claim-declined-email';
import type { ClaimReceivedProps } from './claim-received-email';
import type { CardExpiryProps } from './card-expiry-email';
import type { OrderConfirmationProps } from './order-confirmation-email';
import type { PasswordResetProps } from './password-reset-email';
import type { PaymentFailedProps } from './payment-failed-email';
import type { PriceChangeProps } from './price-change-email';
import type { PuppyCheckInProps } from './puppy-check-in-email';
import type { ReceiptProps } from './receipt-email';
import type { RefundProps } from './refund-email';
import type { ReferralInvitationProps } from './referral-invitation-email';
import type { RenewalReminderProps } from './renewal-reminder-email';
import type { ShippedProps } from './shipped-email';
import type { DeliveredProps } from './delivered-email';
import type { StaffInvitationProps } from './staff-invitation-email';
import type { WelcomeProps } from './welcome-email';
import type { YearlyReminderProps } from './yearly-reminder-email';
import { renewalTerms } from '@/domain/renewal-terms';
import { absoluteUrl } from './links';

const box = {
  lines: [
    {
      sku: 'FR_792_10_beef+chicken_0',
      product_name: 'Beef Recipe, 2 weeks',
      quantity: 1,
      total_cents: 6000,
    },
    { sku: 'sweetpotatoes', product_name: 'Sweet potato chews', quantity: 2, total_cents: 1800 },
  ],
  subtotal: 7800,
  discount: 0,
  credit: 500,
  tax: 586,
  total: 7886,
};

/** Made-up customers and amounts for the preview page and the render tests. */
export const SAMPLES = {
  welcome: { firstName: 'Maya' } satisfies WelcomeProps,
  orderConfirmation: {
    firstName: 'Maya',
    order: {
      id: 1042,
      delivery_date: '2026-12-03',
      items: [
        { product_name: 'Beef Recipe, 2 weeks', quantity: 1, total_price: 6000 },
        { product_name: 'Sweet potato chews', quantity: 2, total_price: 1800 },
      ],
      subtotal: 7800,
      discount: 3900,
      coupon_code: 'WELCOME50',
      tax: 312,
      shipping: 0,
      total: 4212,
      subscriptions: [
        {
          pet_name: 'Biscuit',
          sku: 'FR_792_10_beef+chicken_0',
          next_delivery_date: '2026-12-17',
          repeat: {
            every_weeks: 2,
            box: { subtotal: 6000, tax: 480, total: 6480 },
            other_box: null,
          },
        },
      ],
    },
    terms: renewalTerms(
      [
        {
          pet_name: 'Biscuit',
          repeat: {
            every_weeks: 2,
            box: { subtotal: 6000, tax: 480, total: 6480 },
            other_box: null,
          },
        },
      ],
      '2026-12-03',
      true,
    ),
  } satisfies OrderConfirmationProps,
  renewalReminder: {
    firstName: 'Maya',
    petName: 'Biscuit',
    deliveryDate: '2026-12-03',
    changeBy: '2026-11-28',
    chargeDate: '2026-11-29',
    box,
    skipUrl: absoluteUrl('/skip-box/?token=sample'),
    offerEnded: { previousTotal: 4212 },
  } satisfies RenewalReminderProps,
  receipt: {
    firstName: 'Maya',
    orderId: 1077,
    petName: 'Biscuit',
    deliveryDate: '2026-12-03',
    box,
  } satisfies ReceiptProps,
  paymentFailed: {
    firstName: 'Maya',
    petName: 'Biscuit',
    reason: 'insufficient funds',
    retryDate: '2026-11-30',
  } satisfies PaymentFailedProps,
  authenticationNeeded: {
    firstName: 'Maya',
    petName: 'Biscuit',
    amountCents: 7886,
    paymentIntentId: 'pi_sample123',
    respondBy: '2026-12-01',
  } satisfies AuthenticationNeededProps,
  shipped: {
    firstName: 'Maya',
    petNames: ['Biscuit', 'Pepper'],
    carrier: 'UPS',
    trackingNumber: '1Z999AA10123456784',
    trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    orderNumber: 1077,
  } satisfies ShippedProps,
  delivered: {
    firstName: 'Maya',
    pupName: 'Biscuit',
    orderNumber: 1077,
    carrier: 'UPS',
    deliveredAt: 'Tuesday, March 4',
  } satisfies DeliveredProps,
  cancellation: { firstName: 'Maya', petName: 'Biscuit' } satisfies CancellationProps,
  boxCancelled: {
    firstName: 'Maya',
    orderNumber: 1077,
    petNames: ['Biscuit'],
    refundedToCardCents: 4212,
    refundedToCreditCents: 1000,
  } satisfies BoxCancelledProps,
  boxChanged: {
    firstName: 'Maya',
    orderNumber: 1077,
    deliveryDate: '2026-12-03',
    petNames: ['Biscuit'],
    box,
    money: { kind: 'charged', cents: 1299, card: { brand: 'visa', last4: '4242' } },
  } satisfies BoxChangedProps,
  refund: {
    firstName: 'Maya',
    orderNumber: 1077,
    amountCents: 1500,
    destination: 'card',
    card: { brand: 'visa', last4: '4242' },
  } satisfies RefundProps,
  offerApplied: {
    firstName: 'Maya',
    petName: 'Biscuit',
    code: 'SAVE20',
    deliveryDate: '2026-12-17',
    discount: 2000,
    total: 4480,
  } satisfies OfferAppliedProps,
  deliveryMoved: {
    firstName: 'Maya',
    petName: 'Biscuit',
    from: '2026-12-24',
    to: '2026-12-29',
    skipped: false,
  } satisfies DeliveryMovedProps,
  puppyCheckIn: {
    firstName: 'Maya',
    petName: 'Pip',
    ageMonths: 4,
    weightLb: 18,
    dailyKcal: 712,
    portion: '356 g fresh',
    pricePerWeek: '$41.23',
    currentPricePerWeek: '$58.87',
  } satisfies PuppyCheckInProps,
  passwordReset: {
    firstName: 'Maya',
    resetUrl: absoluteUrl('/auth/reset-password/?id=7&token=sample'),
  } satisfies PasswordResetProps,
  referralInvitation: {
    referrerName: 'Maya',
    percent: 50,
    code: 'MAYA-7Q2K',
    link: absoluteUrl('/onboarding/?offer_code=MAYA-7Q2K'),
  } satisfies ReferralInvitationProps,
  priceChange: {
    firstName: 'Maya',
    petName: 'Biscuit',
    deliveryDate: '2026-12-17',
    oldTotal: 4212,
    newTotal: 6480,
    reasons: ['discount_ended'],
    oldDiscount: 2268,
    newDiscount: 0,
  } satisfies PriceChangeProps,
  cardExpiry: {
    firstName: 'Maya',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2026,
    nextDeliveryDate: '2027-01-07',
  } satisfies CardExpiryProps,
  yearlyReminder: {
    firstName: 'Maya',
    petName: 'Biscuit',
    productName: 'Beef Recipe',
    amountCents: 6480,
    everyWeeks: 2,
    years: 1,
  } satisfies YearlyReminderProps,
  staffInvitation: {
    name: 'Jordan',
    invitedBy: 'owner@ollie.example',
    role: 'support',
    setupUrl: absoluteUrl('/admin/setup/?token=sample'),
    validHours: 48,
  } satisfies StaffInvitationProps,
  claimReceived: {
    firstName: 'Maya',
    claimNumber: 31,
    orderNumber: 1077,
    problem: 'Warm on arrival',
    remedy: 'credit',
    amountCents: 5400,
  } satisfies ClaimReceivedProps,
  claimApproved: {
    firstName: 'Maya',
    orderNumber: 1077,
    remedy: 'reship',
    amountCents: 5400,
    reshipDate: '2027-01-12',
    itemNames: ['Biscuit’s 2-week plan'],
  } satisfies ClaimApprovedProps,
  claimDeclined: {
    firstName: 'Maya',
    orderNumber: 1077,
    reason: 'The tracking shows the box was delivered on time and cold.',
  } satisfies ClaimDeclinedProps,
};
