import { and, eq, inArray } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { payments } from '@/server/db/schema';
import { PaymentProviderError, type PaymentProvider } from '@/server/payments';
import { clockNow, clockNowMs } from '@/server/clock';
import { providerCustomerId } from './provider-customer';
import { providerUnavailable } from './provider-failure';
import { paymentReturnUrl } from './return-urls';

/** Whether the provider has confirmed the card can be charged: a setup or payment with it went through. */
export async function cardConfirmed(db: Database, methodId: number): Promise<boolean> {
  const [done] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.paymentMethodId, methodId),
        inArray(payments.status, ['authorized', 'succeeded']),
      ),
    )
    .limit(1);
  return Boolean(done);
}

export const BANK_MUST_CONFIRM =
  'Your bank needs to confirm this card before it can be your default. Please add it again with the card form to confirm it.';

/**
 * Asks the provider to confirm a card can be charged before it becomes the default: a SetupIntent
 * confirmed with the card, as Stripe checks a card being saved (a card that declines every charge
 * fails here, with the bank's words). A card whose bank asks for 3-D Secure cannot be confirmed
 * without the customer: the card form does that. The setup is recorded against the card.
 */
export async function checkCardWithBank(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
  card: { id: number; cardToken: string },
): Promise<void> {
  const key = `card-check-${card.id}-${clockNowMs()}`;
  let status: string;
  let setupId: string;
  let secret: string;
  let refusal: { message: string; code: string } | null = null;
  try {
    const setup = await provider.createSetupIntent({
      customer: await providerCustomerId(db, provider, customerId),
      idempotencyKey: key,
    });
    const confirmed = await provider.confirmSetupIntent(setup.id, {
      paymentMethod: card.cardToken,
      returnUrl: paymentReturnUrl('setup'),
      idempotencyKey: `${key}-confirm`,
    });
    ({ status } = confirmed);
    setupId = setup.id;
    secret = setup.client_secret;
    if (confirmed.last_setup_error)
      refusal = {
        message: confirmed.last_setup_error.message ?? 'Your card was declined.',
        code: confirmed.last_setup_error.code ?? 'card_declined',
      };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.kind === 'provider') throw providerUnavailable(error, 'setup');
    throw new DomainError('card_not_saved', error.message, { providerCode: error.code });
  }
  await db.insert(payments).values({
    customerId,
    kind: 'setup',
    providerId: setupId,
    clientSecret: secret,
    paymentMethodId: card.id,
    status: status === 'succeeded' ? 'succeeded' : 'canceled',
    updatedAt: clockNow(),
  });
  if (status === 'succeeded') return;
  if (status === 'requires_action') {
    // Left open at the provider, it would wait for a check nobody can complete here.
    await provider.cancelSetupIntent(setupId).catch(() => undefined);
    throw new DomainError('card_not_saved', BANK_MUST_CONFIRM, {
      providerCode: 'authentication_required',
    });
  }
  throw new DomainError('card_not_saved', refusal?.message ?? 'Your card was declined.', {
    providerCode: refusal?.code ?? 'card_declined',
  });
}
