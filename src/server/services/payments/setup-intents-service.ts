import { and, desc, eq, isNull } from 'drizzle-orm';
import { boolean, object, string } from 'yup';
import { DomainError } from '@/server/errors';
import type { PaymentMethodView, SetupIntentView } from '@/contracts/payments';
import type { Database } from '@/server/db/client';
import { paymentMethods, payments } from '@/server/db/schema';
import {
  completeOfflineSetupAuthentication,
  PaymentProviderError,
  type PaymentProvider,
  type ProviderSetupIntent,
} from '@/server/payments';
import {
  createPaymentMethod,
  findOwnPaymentMethod,
  keepCardOnFile,
  toPaymentMethodView,
} from './payment-methods-service';
import { findOwnPayment } from './payment-intents-service';
import { providerCustomerId } from './provider-customer';
import { providerUnavailable } from './provider-failure';
import { paymentReturnUrl } from './return-urls';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { clockNow, clockNowMs } from '@/server/clock';

export const confirmSetupSchema = object({
  card_token: string().trim().required(FIELD_REQUIRED).max(255),
  /**
   * Whether the saved card becomes the default (true when left out, as before). A customer's
   * first card is the default whatever this says: boxes need a card to charge.
   */
  make_default: boolean().typeError('Must be true or false.').optional(),
});

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
  let intent: ProviderSetupIntent;
  try {
    intent = await provider.createSetupIntent({
      customer: await providerCustomerId(db, provider, customerId),
      idempotencyKey: `setup-${customerId}-${clockNowMs()}`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'provider')
      throw providerUnavailable(error, 'setup');
    throw error;
  }
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

/** A card entered for a setup that failed is not kept, not even hidden. */
const forget = (db: Database, cardId: number) =>
  db
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, cardId), isNull(paymentMethods.savedAt)));

export type SetupConfirmation =
  | { card: PaymentMethodView }
  | { setup: SetupIntentView & { next_action: { type: string; client_secret: string } } };

/**
 * POST …/payment_methods/{methodId}/confirm/ ({methodId} is the setup intent): confirms it with
 * the card. The card is kept on file (the default if asked) only once the setup succeeded; a card the
 * bank refuses answers 422 with its text. A bank asking for 3-D Secure answers the setup with
 * `next_action`: the page completes the check (Stripe's `handleNextAction`, or the offline test
 * bank) and confirms again with the same card.
 */
export async function confirmSetup(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  setupId: string,
  input: { card_token: string; make_default?: boolean },
): Promise<SetupConfirmation> {
  const setup = await findOwnPayment(db, customerId, setupId, 'setup');
  if (setup.status === 'succeeded')
    throw new DomainError('setup_intent_unexpected_state', 'This card has already been saved.');
  let intent: ProviderSetupIntent;
  let card: PaymentMethodView | undefined;
  try {
    intent = await provider.retrieveSetupIntent(setup.providerId);
    // Back from the bank's check (3-D Secure): the card it approved is the one recorded then.
    const approved = intent.status === 'succeeded' && setup.paymentMethodId !== null;
    card = approved
      ? toPaymentMethodView(await findOwnPaymentMethod(db, customerId, setup.paymentMethodId!))
      : // The provider needs the card attached to the customer; it is kept only on success.
        await createPaymentMethod(db, provider, customerId, input);
    if (!approved)
      intent = await provider.confirmSetupIntent(setup.providerId, {
        paymentMethod: card.card_token,
        returnUrl: paymentReturnUrl('setup'),
        idempotencyKey: `setup-confirm-${setup.id}-${card.id}-${setup.updatedAt.getTime()}`,
      });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (card) await forget(db, card.id);
    if (error.kind === 'provider') throw providerUnavailable(error, 'setup');
    throw new DomainError('card_not_saved', error.message, { providerCode: error.code });
  }
  if (intent.status === 'requires_action') {
    await db
      .update(payments)
      .set({ paymentMethodId: card.id, updatedAt: clockNow() })
      .where(eq(payments.id, setup.id));
    return {
      setup: {
        id: setup.id,
        transaction_id: setup.clientSecret,
        status: 'pending',
        next_action: { type: 'use_stripe_sdk', client_secret: setup.clientSecret },
      },
    };
  }
  if (intent.status !== 'succeeded') {
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: clockNow() })
      .where(eq(payments.id, setup.id));
    await forget(db, card.id);
    throw new DomainError(
      'card_not_saved',
      intent.last_setup_error?.message ?? 'Your card was declined.',
      { providerCode: intent.last_setup_error?.code ?? 'card_declined' },
    );
  }
  await db
    .update(payments)
    .set({ status: 'succeeded', paymentMethodId: card.id, updatedAt: clockNow() })
    .where(eq(payments.id, setup.id));
  const isDefault = await keepCardOnFile(db, customerId, card.id, input.make_default ?? true);
  return { card: { ...card, is_default: isDefault } };
}

/** The offline test bank's answer to a setup's 3-D Secure check (404 with Stripe). */
export async function authenticateOfflineSetup(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  reference: string,
  outcome: 'approve' | 'fail',
): Promise<SetupIntentView> {
  if (provider.name !== 'offline') throw new DomainError('not_found');
  const setup = await findOwnPayment(db, customerId, reference, 'setup');
  try {
    const intent = await completeOfflineSetupAuthentication(db, setup.providerId, outcome);
    // Approved: the next confirm keeps the card. Failed: this setup is over, the card not kept.
    if (intent.status === 'succeeded')
      return { id: setup.id, transaction_id: setup.clientSecret, status: 'pending' };
    await db
      .update(payments)
      .set({ status: 'failed', updatedAt: clockNow() })
      .where(eq(payments.id, setup.id));
    if (setup.paymentMethodId) await forget(db, setup.paymentMethodId);
    return { id: setup.id, transaction_id: setup.clientSecret, status: 'failed' };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind === 'provider')
      throw providerUnavailable(error, 'setup');
    if (error instanceof PaymentProviderError)
      throw new DomainError('payment_provider_conflict', error.message, {
        providerCode: error.code,
      });
    throw error;
  }
}
