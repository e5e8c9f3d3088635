import { and, asc, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { object, string } from 'yup';
import { DomainError, ValidationError } from '@/server/errors';
import type { PaymentMethodView } from '@/contracts/payments';
import type { Database } from '@/server/db/client';
import { paymentMethods, payments, subscriptions, type PaymentMethodRow } from '@/server/db/schema';
import { cardRemovalRefusal, nextDefaultCard } from '@/server/domain/saved-cards';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { retryDeclinedRenewalsSoon } from '../renewals/renewal-service';
import { providerCustomerId } from './provider-customer';
import { providerUnavailable } from './provider-failure';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { savedCardOf } from './saved-card-filter';
import { clockNow } from '@/server/clock';
import { checkCardWithBank } from './card-check';

export const MAX_PAYMENT_METHODS = 5;

export const createPaymentMethodSchema = object({
  card_token: string().trim().required(FIELD_REQUIRED).max(255),
});

export const patchPaymentMethodSchema = object({
  card_token: string().trim().required(FIELD_REQUIRED).max(255),
  card_number: string()
    .trim()
    .matches(/^\d{4}$/, 'The last 4 digits of the card.')
    .optional(),
  brand: string().trim().max(40).optional(),
});

export const toPaymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  card_number: row.last4,
  brand: row.brand,
  card_token: row.cardToken,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  is_default: row.isDefault,
});

export async function listPaymentMethods(db: Database, customerId: number) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(savedCardOf(customerId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id));
  return rows.map(toPaymentMethodView);
}

/** One of the customer's cards, kept on file or only entered for a payment (`saved` for the former). */
export async function findOwnPaymentMethod(
  db: Database,
  customerId: number,
  methodId: number,
  options: { saved?: boolean } = {},
) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.id, methodId),
        options.saved ? savedCardOf(customerId) : eq(paymentMethods.customerId, customerId),
      ),
    )
    .limit(1);
  if (!row) throw new DomainError('not_found', 'No such payment method.');
  return row;
}

export async function getDefaultPaymentMethod(db: Database, customerId: number) {
  const [first] = await listPaymentMethods(db, customerId);
  if (!first) throw new DomainError('not_found', 'No payment method has been saved yet.');
  return first;
}

/** The provider's card behind a token, attached to this customer; a bad token is a 402/400. */
async function attachCard(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  token: string,
) {
  try {
    const customer = await providerCustomerId(db, provider, customerId);
    const method = await provider.retrievePaymentMethod(token);
    if (method.customer && method.customer !== customer)
      throw new ValidationError({ card_token: ['This card belongs to another account.'] });
    return method.customer ? method : await provider.attachPaymentMethod(token, customer);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'invalid_request')
      throw new ValidationError({
        card_token: ['This card could not be found. Please enter it again.'],
      });
    if (error instanceof PaymentProviderError && error.kind === 'provider')
      throw providerUnavailable(error, 'payment_method');
    if (error instanceof PaymentProviderError)
      throw new DomainError('payment_declined', error.message, { providerCode: error.code });
    throw error;
  }
}

export async function makeDefault(db: Database, customerId: number, methodId: number) {
  await db
    .update(paymentMethods)
    .set({ isDefault: false })
    .where(and(eq(paymentMethods.customerId, customerId), ne(paymentMethods.id, methodId)));
  await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, methodId));
  await retryDeclinedRenewalsSoon(db, customerId);
}

/**
 * POST …/payment_methods/: the card a payment is about to use. It is kept on file (listed, made
 * the default) only once a payment or setup with it succeeds: see `keepCardOnFile`.
 */
export async function createPaymentMethod(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: { card_token: string },
): Promise<PaymentMethodView> {
  const saved = await db.select().from(paymentMethods).where(savedCardOf(customerId));
  const same = saved.find((row) => row.cardToken === input.card_token);
  if (!same && saved.length >= MAX_PAYMENT_METHODS)
    throw new ValidationError({
      non_field_errors: [`Up to ${MAX_PAYMENT_METHODS} cards can be saved. Remove one first.`],
    });
  const card = await attachCard(db, provider, customerId, input.card_token);
  const details = {
    brand: card.card.brand,
    last4: card.card.last4,
    expMonth: card.card.exp_month || null,
    expYear: card.card.exp_year || null,
    fingerprint: card.card.fingerprint ?? null,
  };
  const [row] = await db
    .insert(paymentMethods)
    .values({ customerId, cardToken: card.id, ...details, savedAt: null })
    .onConflictDoUpdate({
      target: [paymentMethods.customerId, paymentMethods.cardToken],
      set: details,
    })
    .returning();
  return toPaymentMethodView(row!);
}

/**
 * A payment or setup with the card succeeded: it is kept on file, and becomes the default when
 * asked or when no saved card is the default yet. Whether it is the default now.
 */
export async function keepCardOnFile(
  db: Database,
  customerId: number,
  methodId: number,
  asDefault = true,
): Promise<boolean> {
  await db
    .update(paymentMethods)
    .set({ savedAt: clockNow() })
    .where(
      and(
        eq(paymentMethods.id, methodId),
        eq(paymentMethods.customerId, customerId),
        isNull(paymentMethods.savedAt),
      ),
    );
  await dropOlderTwins(db, customerId, methodId);
  const [current] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(savedCardOf(customerId), eq(paymentMethods.isDefault, true)))
    .limit(1);
  if (asDefault || !current) {
    await makeDefault(db, customerId, methodId);
    return true;
  }
  return current.id === methodId;
}

/**
 * The same card typed again (same provider fingerprint, a new payment method) replaces the one
 * kept before, once it has gone through, so one card is never listed twice. Payments that named
 * the old row now name the new one.
 */
async function dropOlderTwins(db: Database, customerId: number, methodId: number) {
  const [kept] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, methodId));
  if (!kept?.fingerprint || kept.customerId !== customerId) return;
  const twins = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(
        savedCardOf(customerId),
        eq(paymentMethods.fingerprint, kept.fingerprint),
        ne(paymentMethods.id, methodId),
      ),
    );
  if (!twins.length) return;
  const ids = twins.map((twin) => twin.id);
  await db
    .update(payments)
    .set({ paymentMethodId: methodId })
    .where(inArray(payments.paymentMethodId, ids));
  await db.delete(paymentMethods).where(inArray(paymentMethods.id, ids));
}

/**
 * DELETE …/payment_methods/{methodId}/: removes a saved card, here and at the provider. The
 * default card of a running plan is refused (422); removing another default promotes the newest.
 */
export async function removePaymentMethod(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  methodId: number,
): Promise<void> {
  const card = await findOwnPaymentMethod(db, customerId, methodId, { saved: true });
  const plans = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  const refusal = cardRemovalRefusal(
    card,
    plans.map((plan) => plan.status),
  );
  if (refusal) throw new DomainError('default_card_in_use', refusal);
  try {
    await provider.detachPaymentMethod(card.cardToken);
  } catch (error) {
    // Already gone at the provider (detached there): forgetting it here is all that is left.
    if (!(error instanceof PaymentProviderError && error.kind === 'invalid_request'))
      throw new DomainError(
        'payment_required',
        error instanceof Error ? error.message : 'The card could not be removed.',
      );
  }
  const left = await db.select().from(paymentMethods).where(savedCardOf(customerId));
  await db.delete(paymentMethods).where(eq(paymentMethods.id, card.id));
  const next = nextDefaultCard(left, card.id);
  if (next !== null)
    await db.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next));
}

/**
 * PATCH …/{methodId}/: replaces the card behind a saved method (a new card_token). The brand and
 * last 4 digits come from the provider; ones the client sends must agree with them.
 */
export async function replacePaymentMethod(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  methodId: number,
  input: { card_token: string; card_number?: string; brand?: string },
): Promise<PaymentMethodView> {
  await findOwnPaymentMethod(db, customerId, methodId, { saved: true });
  const card = await attachCard(db, provider, customerId, input.card_token);
  if (
    (input.card_number && input.card_number !== card.card.last4) ||
    (input.brand && input.brand.toLowerCase() !== card.card.brand.toLowerCase())
  )
    throw new ValidationError({ card_number: ['These card details do not match the card.'] });
  // The new card behind a saved method (the default, maybe) is charged from now on: checked first.
  await checkCardWithBank(db, provider, customerId, { id: methodId, cardToken: card.id });
  const [row] = await db
    .update(paymentMethods)
    .set({
      cardToken: card.id,
      brand: card.card.brand,
      last4: card.card.last4,
      expMonth: card.card.exp_month,
      expYear: card.card.exp_year,
    })
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.customerId, customerId)))
    .returning();
  return toPaymentMethodView(row!);
}
