import { and, desc, eq } from 'drizzle-orm';
import { object, string } from 'yup';
import { ConflictError, UnprocessableError } from '@/server/api/errors';
import type { Database } from '@/server/db/client';
import { paymentMethods, payments } from '@/server/db/schema';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import {
  createPaymentMethod,
  makeDefault,
  type PaymentMethodView,
} from './payment-methods-service';
import { findOwnPayment } from './payment-intents-service';
import { providerCustomerId } from './provider-customer';
import { FIELD_REQUIRED } from '@/server/domain/field-messages';

export const confirmSetupSchema = object({
  card_token: string().trim().required(FIELD_REQUIRED).max(255),
});

export interface SetupIntentView {
  id: number;
  transaction_id: string;
  status: 'pending' | 'succeeded' | 'failed';
}

/**
 * POST …/payment_methods/initiate/: a setup intent for saving a card without paying (payment
 * pages of the account area). A pending one is reused, so reopening the page makes no new one.
 */
export async function initiateSetup(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
): Promise<SetupIntentView> {
  const [pending] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.customerId, customerId),
        eq(payments.kind, 'setup'),
        eq(payments.status, 'pending'),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (pending) return { id: pending.id, transaction_id: pending.clientSecret, status: 'pending' };
  const intent = await provider.createSetupIntent({
    customer: await providerCustomerId(db, provider, customerId),
    idempotencyKey: `setup-${customerId}-${Date.now()}`,
  });
  const [row] = await db
    .insert(payments)
    .values({
      customerId,
      kind: 'setup',
      providerId: intent.id,
      clientSecret: intent.client_secret,
    })
    .returning();
  return { id: row!.id, transaction_id: row!.clientSecret, status: 'pending' };
}

/**
 * POST …/payment_methods/{methodId}/confirm/ ({methodId} is the setup intent): confirms it with
 * the card and saves the card as the default. A card the bank refuses answers 422 with its text.
 */
export async function confirmSetup(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  setupId: string,
  input: { card_token: string },
): Promise<PaymentMethodView> {
  const setup = await findOwnPayment(db, customerId, setupId, 'setup');
  if (setup.status === 'succeeded')
    throw new ConflictError('This card has already been saved.', 'setup_intent_unexpected_state');
  // Saved first (the provider needs the attached card), made default only once the bank agrees.
  const saved = await createPaymentMethod(db, provider, customerId, input, { makeDefault: false });
  const forget = () =>
    saved.is_default
      ? Promise.resolve()
      : db
          .delete(paymentMethods)
          .where(eq(paymentMethods.id, saved.id))
          .then(() => undefined);
  try {
    const intent = await provider.confirmSetupIntent(setup.providerId, {
      paymentMethod: saved.card_token,
      idempotencyKey: `setup-confirm-${setup.id}-${saved.id}`,
    });
    if (intent.status !== 'succeeded') {
      await db.update(payments).set({ status: 'failed' }).where(eq(payments.id, setup.id));
      await forget();
      throw new UnprocessableError(
        intent.last_setup_error?.message ?? 'Your card was declined.',
        intent.last_setup_error?.code ?? 'card_declined',
      );
    }
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      await forget();
      throw new UnprocessableError(error.message, error.code);
    }
    throw error;
  }
  await db
    .update(payments)
    .set({ status: 'succeeded', paymentMethodId: saved.id, updatedAt: new Date() })
    .where(eq(payments.id, setup.id));
  await makeDefault(db, customerId, saved.id);
  return { ...saved, is_default: true };
}
