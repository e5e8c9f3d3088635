import { readAll } from '@/server/db/read-all';
import { and, asc, count, eq, inArray, isNull, sum } from 'drizzle-orm';
import { object, type InferType } from 'yup';
import { serverEnv } from '@/env/server';
import { ValidationError } from '@/server/errors';
import type { ReferralView } from '@/contracts/referrals';
import type { Database } from '@/server/db/client';
import { customers, orders, payments, referralInvitations, refunds } from '@/server/db/schema';
import {
  FRIEND_DISCOUNT_PERCENT,
  friendSeenByReferrer,
  isReferralCode,
  MAX_INVITATIONS,
  newReferralCode,
  REFERRER_CREDIT_CENTS,
} from '@/server/domain/referrals';
import { sendTemplate } from '@/server/email/templates/define-email';
import { referralInvitationEmail } from '@/server/email/templates/referral-invitation-email';
import { earnReferralCredit } from '../credit/credit-ledger';
import { emailString } from '@/contracts/email';
import { EMAIL_REQUIRED } from '@/domain/field-messages';
import { clockNow } from '@/server/clock';

export const inviteSchema = object({
  email: emailString(EMAIL_REQUIRED).required(EMAIL_REQUIRED),
});

const linkFor = (code: string) =>
  `${serverEnv().siteUrl.replace(/\/$/, '')}/onboarding/?offer_code=${encodeURIComponent(code)}`;

/** The customer's referral code, made on first use (a clash with another code draws again). */
async function ensureCode(db: Database, customerId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [current] = await db
      .select({ code: customers.referralCode })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (current?.code) return current.code;
    try {
      await db
        .update(customers)
        .set({ referralCode: newReferralCode() })
        .where(and(eq(customers.id, customerId), isNull(customers.referralCode)));
    } catch {
      // The unique index refused a code another customer holds: draw again.
    }
  }
  throw new Error('Could not make a referral code.');
}

/** A referrer's invitations, each with the first name of the friend who joined (if one did). */
export function invitationsOf(db: Database, referrerId: number) {
  return db
    .select({ invitation: referralInvitations, friendFirstName: customers.firstName })
    .from(referralInvitations)
    .leftJoin(customers, eq(customers.id, referralInvitations.friendId))
    .where(eq(referralInvitations.referrerId, referrerId))
    .orderBy(asc(referralInvitations.id));
}

/** GET /api/v3/customers/{id}/referrals/: code, link, rewards, invitations and credit. */
export async function getReferrals(db: Database, customerId: number): Promise<ReferralView> {
  const code = await ensureCode(db, customerId);
  const [[customer], invitations] = await readAll(db, [
    () =>
      db
        .select({ credit: customers.creditCents })
        .from(customers)
        .where(eq(customers.id, customerId)),
    () => invitationsOf(db, customerId),
  ]);
  return {
    code,
    link: linkFor(code),
    friend_discount_percent: FRIEND_DISCOUNT_PERCENT,
    referrer_credit: REFERRER_CREDIT_CENTS,
    credit_balance: customer?.credit ?? 0,
    credit_earned: invitations.reduce((sum, { invitation }) => sum + invitation.creditCents, 0),
    invitations: invitations.map(({ invitation, friendFirstName }) => ({
      id: invitation.id,
      ...friendSeenByReferrer(invitation, friendFirstName),
      status: invitation.joinedAt ? 'joined' : 'invited',
      invited_at: invitation.createdAt.toISOString(),
      credit: invitation.creditCents,
    })),
  };
}

/** POST …/referrals/invitations/: emails a friend the link (once per friend). */
export async function inviteFriend(
  db: Database,
  customerId: number,
  input: InferType<typeof inviteSchema>,
): Promise<ReferralView> {
  const [me] = await db
    .select({ email: customers.email, firstName: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (me?.email === input.email)
    throw new ValidationError({ email: ['Invite a friend: this is your own email address.'] });
  const [sent] = await db
    .select({ total: count() })
    .from(referralInvitations)
    .where(eq(referralInvitations.referrerId, customerId));
  if ((sent?.total ?? 0) >= MAX_INVITATIONS)
    throw new ValidationError({
      non_field_errors: [`You have sent ${MAX_INVITATIONS} invitations, the most we allow.`],
    });
  const code = await ensureCode(db, customerId);
  const [created] = await db
    .insert(referralInvitations)
    .values({ referrerId: customerId, email: input.email, invitedAt: clockNow() })
    // A friend already there (invited before, or come by the link) stays as they were: typing
    // an email later does not put it on a friend who came by the link.
    .onConflictDoNothing()
    .returning();
  if (created)
    await sendTemplate(db, input.email, referralInvitationEmail, {
      referrerName: me?.firstName ?? '',
      percent: FRIEND_DISCOUNT_PERCENT,
      code,
      link: linkFor(code),
    });
  return getReferrals(db, customerId);
}

/**
 * After a friend's first box is paid with a referral code: the friend is marked as referred
 * (once, whatever is replayed) and joins the referrer's invitations. The referrer's credit waits
 * for the box to ship (creditShippedReferral), as the referral page promises.
 */
export async function recordReferral(
  db: Database,
  friend: { id: number; email: string },
  referrerId: number,
) {
  if (friend.id === referrerId) return;
  const [marked] = await db
    .update(customers)
    .set({ referredBy: referrerId })
    .where(and(eq(customers.id, friend.id), isNull(customers.referredBy)))
    .returning({ id: customers.id });
  if (!marked) return;
  // Without invitedAt: the referrer did not give this email, so it is never shown to them.
  await db
    .insert(referralInvitations)
    .values({ referrerId, email: friend.email, friendId: friend.id, joinedAt: clockNow() })
    .onConflictDoUpdate({
      target: [referralInvitations.referrerId, referralInvitations.email],
      set: { friendId: friend.id, joinedAt: clockNow() },
    });
}

/**
 * A box of `orderId` has just shipped (in the ship action's transaction): when that order is a
 * referred friend's first box bought with the referrer's code and not refunded in full, the
 * referrer earns the credit. The invitation's credit goes from 0 to the reward in one
 * conditional update, so a replayed shipment or the order's other pups' boxes add nothing.
 */
export async function creditShippedReferral(tx: Database, orderId: number) {
  const [order] = await tx
    .select({
      kind: orders.kind,
      couponCode: orders.couponCode,
      paymentId: orders.paymentId,
      friendId: customers.id,
      referrerId: customers.referredBy,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (order?.kind !== 'first_box' || order.referrerId === null || !order.couponCode) return;
  if (!isReferralCode(order.couponCode)) return;
  const [referrer] = await tx
    .select({ code: customers.referralCode })
    .from(customers)
    .where(eq(customers.id, order.referrerId));
  if (referrer?.code?.toUpperCase() !== order.couponCode.toUpperCase()) return;
  if (await refundedInFull(tx, orderId, order.paymentId)) return;
  const [credited] = await tx
    .update(referralInvitations)
    .set({ creditCents: REFERRER_CREDIT_CENTS })
    .where(
      and(
        eq(referralInvitations.referrerId, order.referrerId),
        eq(referralInvitations.friendId, order.friendId),
        eq(referralInvitations.creditCents, 0),
      ),
    )
    .returning({ id: referralInvitations.id });
  if (credited) await earnReferralCredit(tx, order.referrerId, REFERRER_CREDIT_CENTS);
}

/** Refunds given or on their way (a failed one gives nothing back) cover the whole charge. */
async function refundedInFull(tx: Database, orderId: number, paymentId: number | null) {
  if (paymentId === null) return false;
  const [[payment], [refunded]] = await readAll(tx, [
    () =>
      tx.select({ amount: payments.amountCents }).from(payments).where(eq(payments.id, paymentId)),
    () =>
      tx
        .select({ total: sum(refunds.amountCents).mapWith(Number) })
        .from(refunds)
        .where(
          and(eq(refunds.orderId, orderId), inArray(refunds.status, ['pending', 'succeeded'])),
        ),
  ]);
  return Boolean(payment) && (refunded?.total ?? 0) >= payment!.amount;
}
