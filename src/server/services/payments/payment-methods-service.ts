import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { object, string } from 'yup';
import { NotFoundError, PaymentRequiredError, ValidationError } from '@/server/api/errors';
import type { Database } from '@/server/db/client';
import { paymentMethods, type PaymentMethodRow } from '@/server/db/schema';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { retryDeclinedRenewalsSoon } from '../renewals/renewal-service';
import { providerCustomerId } from './provider-customer';
import { FIELD_REQUIRED } from '@/server/domain/field-messages';

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

export interface PaymentMethodView {
  id: number;
  card_number: string;
  brand: string;
  card_token: string;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
}

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
    .where(eq(paymentMethods.customerId, customerId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id));
  return rows.map(toPaymentMethodView);
}

export async function findOwnPaymentMethod(db: Database, customerId: number, methodId: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, methodId), eq(paymentMethods.customerId, customerId)))
    .limit(1);
  if (!row) throw new NotFoundError('No such payment method.');
  return row;
}

export async function getDefaultPaymentMethod(db: Database, customerId: number) {
  const [first] = await listPaymentMethods(db, customerId);
  if (!first) throw new NotFoundError('No payment method has been saved yet.');
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
    if (error instanceof PaymentProviderError)
      throw new PaymentRequiredError(error.message, error.code);
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

/** Saves a card (the provider's payment method) and makes it the default. */
export async function createPaymentMethod(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  input: { card_token: string },
  options: { makeDefault?: boolean } = {},
): Promise<PaymentMethodView> {
  const existing = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.customerId, customerId));
  const same = existing.find((row) => row.cardToken === input.card_token);
  if (!same && existing.length >= MAX_PAYMENT_METHODS)
    throw new ValidationError({
      non_field_errors: [`Up to ${MAX_PAYMENT_METHODS} cards can be saved. Remove one first.`],
    });
  const card = await attachCard(db, provider, customerId, input.card_token);
  const [row] = await db
    .insert(paymentMethods)
    .values({
      customerId,
      cardToken: card.id,
      brand: card.card.brand,
      last4: card.card.last4,
      expMonth: card.card.exp_month,
      expYear: card.card.exp_year,
    })
    .onConflictDoUpdate({
      target: [paymentMethods.customerId, paymentMethods.cardToken],
      set: { brand: card.card.brand, last4: card.card.last4 },
    })
    .returning();
  if (options.makeDefault === false) return toPaymentMethodView(row!);
  await makeDefault(db, customerId, row!.id);
  return toPaymentMethodView({ ...row!, isDefault: true });
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
  await findOwnPaymentMethod(db, customerId, methodId);
  const card = await attachCard(db, provider, customerId, input.card_token);
  if (
    (input.card_number && input.card_number !== card.card.last4) ||
    (input.brand && input.brand.toLowerCase() !== card.card.brand.toLowerCase())
  )
    throw new ValidationError({ card_number: ['These card details do not match the card.'] });
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
