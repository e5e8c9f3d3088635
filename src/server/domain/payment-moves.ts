import type { PaymentStatus } from '@/server/db/schema';

/**
 * Which statuses a payment may move to once it is in one, as the provider tells the shop (the
 * payment webhook). Read from Stripe's PaymentIntent life cycle: a payment waiting or declined
 * may still be authorized, taken or released (the customer tries again, or another card);
 * an authorized hold is only ever captured or released, never back to waiting; a payment taken
 * or released is final (a refund is a refund of its own, not a change of the payment).
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['pending', 'authorized', 'succeeded', 'failed', 'canceled'],
  authorized: ['authorized', 'succeeded', 'canceled'],
  succeeded: [],
  failed: ['pending', 'authorized', 'succeeded', 'failed', 'canceled'],
  canceled: [],
};

export function mayMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_MOVES[from].includes(to);
}

/**
 * The statuses a payment may be in to move to `to`: the condition of the webhook's UPDATE, so
 * that a status committed meanwhile (a capture, a release) is never overwritten by an event read
 * before it.
 */
export function statusesMovingTo(to: PaymentStatus): PaymentStatus[] {
  return (Object.keys(PAYMENT_MOVES) as PaymentStatus[]).filter((from) => mayMovePayment(from, to));
}
