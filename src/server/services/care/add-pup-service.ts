import { eq } from 'drizzle-orm';
import type { ConsoleAddPupInput, ConsoleAddPupResult } from '@/contracts/admin/add-pup';
import { isSupportedState } from '@/domain/us-states';
import { DomainError, ValidationError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  orders,
  payments,
  subscriptions,
  type ConsentEvidence,
  type PaymentRow,
} from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';
import { removeFromCart, updateCart } from '../cart/cart-service';
import { checkout } from '../checkout/checkout-service';
import { deletePet } from '../pets/pets-service';
import { confirmPayment, initiatePayment } from '../payments/payment-intents-service';
import { releaseHold } from '../payments/release-holds';
import { assertOfferedFirstDay, customerAndCard } from './add-pup-quote';
import { claimKeyWithPup, finishKey, forgetKey, lookUpKey } from './add-pup-once';

export interface AddPupAnswer {
  status: 200 | 201;
  body: ConsoleAddPupResult;
}

/** Refusals that need no pup made first: no card, no address to deliver to, a day not offered. */
async function assertCanOrder(
  db: Database,
  customerId: number,
  deliveryDate: string,
  hasCard: boolean,
) {
  if (!hasCard)
    throw new DomainError(
      'card_not_saved',
      'This customer has no saved card to charge. Ask them to add one in their account (or to add the pup themselves at checkout).',
    );
  const [address] = await db
    .select({ state: addresses.state })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  if (!address || !isSupportedState(address.state))
    throw new DomainError('invalid_address', 'We can’t deliver to this customer’s address yet.');
  await assertOfferedFirstDay(db, deliveryDate);
}

/** A card refusal in the spec's checkout words (422 payment_error), the bank's reason kept. */
function asCheckoutError(error: unknown): unknown {
  if (error instanceof DomainError && error.code === 'payment_declined')
    return new DomainError('payment_error', error.detail, {
      extra: { decline_code: error.providerCode ?? 'card_declined' },
    });
  return error;
}

/**
 * Support (or an owner) adds a pup for a customer and pays its first box with the customer's
 * saved card, through the customer's own path: the pup through the pets service, its plan into
 * the customer's cart (which becomes this one plan, as the customer's Add Pup makes it), a hold
 * on the saved card placed off-session, then the customer's checkout, which prices the cart on
 * the server, captures, writes the plan, the renewal consent (taken by the agent, named in it),
 * the agent's audit row and the confirmation email in one transaction.
 *
 * The idempotency key makes a double click or a retry one pup and one charge. A refusal before
 * the charge (a declined card, a date gone, a bad code) undoes what was made: the pup, the cart
 * and the hold, and frees the key for another try.
 */
export async function addPupForCustomer(
  db: Database,
  provider: PaymentProvider,
  staffId: number,
  customerId: number,
  input: ConsoleAddPupInput,
  evidence: ConsentEvidence,
): Promise<AddPupAnswer> {
  const { card } = await customerAndCard(db, customerId);
  let begun = await lookUpKey(db, customerId, input);
  if ('done' in begun) return { status: 200, body: begun.done };
  if ('fresh' in begun) {
    await assertCanOrder(db, customerId, input.delivery_date, card !== null);
    begun = await claimKeyWithPup(db, customerId, input, begun);
    if ('done' in begun) return { status: 200, body: begun.done };
  }
  if (!card) throw new DomainError('card_not_saved', 'This customer has no saved card to charge.');
  const { petId, key } = begun;
  let payment: PaymentRow | null = null;
  try {
    const cart = await updateCart(db, customerId, {
      replace: true,
      subscriptions: { [String(petId)]: { sku: input.sku, addons: [] } },
      line_items: [],
      // No offer unless the agent applies one; a code left in the cart is dropped.
      coupon_code: input.coupon_code || null,
      replace_offer: true,
    });
    const started = await initiatePayment(db, provider, customerId, {
      cart_id: cart.cart_id,
      payment_method_id: card.id,
    });
    [payment = null] = await db.select().from(payments).where(eq(payments.id, started.id));
    const held = await confirmPayment(
      db,
      provider,
      customerId,
      started.transaction_id,
      { payment_method_id: card.id },
      { offSession: true },
    );
    const order = await checkout(
      db,
      provider,
      customerId,
      {
        transaction_ids: [held.transaction_id],
        delivery_date: input.delivery_date,
        renewal_terms_accepted: true,
      },
      null,
      {
        ...evidence,
        user_agent: `Console, staff #${staffId}: ${evidence.user_agent}`.slice(0, 512),
        staff_id: staffId,
      },
    );
    const [plan] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.petId, petId));
    const body: ConsoleAddPupResult = {
      pet_id: petId,
      pet_name: input.name,
      order_id: order.id,
      subscription_id: plan?.id ?? null,
      delivery_date: order.delivery_date,
      total: order.total,
    };
    await finishKey(db, key, petId, body);
    return { status: 201, body };
  } catch (error) {
    if (error instanceof DomainError || error instanceof ValidationError)
      await undo(db, provider, customerId, petId, key, payment);
    throw asCheckoutError(error);
  }
}

/**
 * Takes back a pup whose first box was refused before it was charged. An order made with the
 * payment (charged, being finished) is left for its retry or the sweeper: nothing is undone then.
 */
async function undo(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  petId: number,
  key: string,
  started: PaymentRow | null,
) {
  if (started) {
    const [order] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.paymentId, started.id));
    if (order) return;
    const [current] = await db.select().from(payments).where(eq(payments.id, started.id));
    if (current?.status === 'authorized') await releaseHold(db, provider, current);
  }
  await removeFromCart(db, customerId, { pet_ids: [petId], line_items: [] });
  await deletePet(db, customerId, petId);
  await forgetKey(db, key);
}
