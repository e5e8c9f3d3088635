import type { Database } from '@/server/db/client';
import type { NextBox } from '@/domain/next-box';
import { priceChange } from '@/server/domain/price-change';
import { sendTemplate } from '@/server/email/templates/define-email';
import type { BoxTotals } from '@/server/email/templates/box-summary';
import { skipBoxUrl } from '@/server/email/templates/links';
import { paymentFailedEmail } from '@/server/email/templates/payment-failed-email';
import { receiptEmail } from '@/server/email/templates/receipt-email';
import { renewalReminderEmail } from '@/server/email/templates/renewal-reminder-email';
import { signSkipToken } from '../skip-links/skip-token';
import { lastChargedBox, upcomingBox } from './last-charged-box';

interface Recipient {
  email: string;
  firstName: string;
}

/**
 * Sent a few days before the card is charged, while the box can still be changed: with a
 * one-click skip link for this very box, and, before the first full-price box, the news that the
 * discount has ended.
 */
export async function sendRenewalReminder(
  db: Database,
  to: Recipient,
  input: {
    subscriptionId: number;
    petId: number;
    petName: string;
    deliveryDate: string;
    changeBy: string;
    chargeDate: string;
    box: NextBox;
    now: Date;
  },
) {
  const change = priceChange(await lastChargedBox(db, input.petId), upcomingBox(input.box));
  return sendTemplate(db, to.email, renewalReminderEmail, {
    firstName: to.firstName,
    petName: input.petName,
    deliveryDate: input.deliveryDate,
    changeBy: input.changeBy,
    chargeDate: input.chargeDate,
    box: input.box,
    skipUrl: skipBoxUrl(signSkipToken(input.subscriptionId, input.deliveryDate, input.now)),
    offerEnded: change?.reasons.includes('discount_ended')
      ? { previousTotal: change.oldTotal }
      : null,
  });
}

export function sendRenewalReceipt(
  db: Database,
  to: Recipient,
  input: { orderId: number; petName: string; deliveryDate: string; box: BoxTotals },
) {
  return sendTemplate(db, to.email, receiptEmail, { firstName: to.firstName, ...input });
}

/** A declined renewal: when it is tried again (or that the plan is paused) and how to fix it. */
export function sendChargeFailed(
  db: Database,
  to: Recipient,
  input: { petName: string; reason: string; retryAt: Date | null },
) {
  return sendTemplate(db, to.email, paymentFailedEmail, {
    firstName: to.firstName,
    petName: input.petName,
    reason: input.reason,
    retryDate: input.retryAt ? input.retryAt.toISOString().slice(0, 10) : null,
  });
}
