import type { Database } from '@/server/db/client';
import type { ProviderPaymentMethod } from '../types';
import { recordOfflineEvent } from './offline-events';
import { findObject, insertObject, loadObject, saveObject } from './offline-store';

/**
 * Test controls of the offline provider: switches a test or a journey sets on what Stripe's own
 * behaviour depends on (the bank, the card network), never on what the shop asks for.
 */

/**
 * How the bank's 3-D Secure check is answered for a customer's payments (by their email, since a
 * journey sets it before the provider's customer exists): 'sdk' in the page (next_action
 * 'use_stripe_sdk', the default), or 'redirect', a full-page visit to the offline bank, as Stripe
 * answers a confirm without `use_stripe_sdk` and as Stripe.js does for some banks.
 */
export type ThreeDSecureMode = 'sdk' | 'redirect';

const modeId = (email: string) => `ctl_3ds_${email.trim().toLowerCase()}`;

export async function setOfflineThreeDSecureMode(
  db: Database,
  email: string,
  mode: ThreeDSecureMode,
): Promise<void> {
  const id = modeId(email);
  const existing = await findObject(db, id, 'test_control');
  if (existing) await saveObject(db, { id, mode });
  else await insertObject(db, 'test_control', { id, mode });
}

export async function threeDSecureModeOf(
  db: Database,
  email: string | null | undefined,
): Promise<ThreeDSecureMode> {
  if (!email) return 'sdk';
  const control = await findObject<{ mode: ThreeDSecureMode }>(db, modeId(email), 'test_control');
  return control?.mode ?? 'sdk';
}

/**
 * The offline bank's page for a payment waiting on it, as Stripe's `redirect_to_url.url`: it
 * approves or refuses, then sends the customer to `returnUrl` with Stripe's query parameters.
 */
export function offlineBankUrl(
  intent: { id: string; client_secret: string },
  returnUrl: string,
): string {
  const page = new URL('/offline-bank/', returnUrl);
  page.searchParams.set('payment_intent', intent.id);
  page.searchParams.set('payment_intent_client_secret', intent.client_secret);
  page.searchParams.set('return_url', returnUrl);
  return page.toString();
}

/**
 * The card network refreshed a saved card (a reissue with a new expiry, maybe a new number), as
 * Stripe's card account updater does: the payment method changes in place and Stripe sends
 * `payment_method.automatically_updated`.
 */
export function refreshOfflineCard(
  db: Database,
  paymentMethodId: string,
  card: { exp_month: number; exp_year: number; last4?: string },
): Promise<ProviderPaymentMethod> {
  return db.transaction(async (tx) => {
    const stored = await loadObject<ProviderPaymentMethod>(tx, paymentMethodId, 'payment_method', {
      label: 'PaymentMethod',
      lock: true,
    });
    const next = { ...stored, card: { ...stored.card, ...card } };
    await saveObject(tx, next);
    await recordOfflineEvent(tx, 'payment_method.automatically_updated', {
      object: 'payment_method',
      ...next,
    });
    return next;
  });
}
