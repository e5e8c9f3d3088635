import type { Database } from '@/server/db/client';
import type { ProviderPaymentIntent, ProviderSetupIntent } from '../types';
import { saveSetupCard } from './offline-payment-methods';
import { loadObject, saveObject } from './offline-store';
import { saveIntentWithEvent } from './offline-events';
import { authenticateIntent } from './payment-intent-machine';
import { authenticateSetup } from './setup-intent-machine';

/*
 * The offline stand-ins for the bank's 3-D Secure page that Stripe.js shows in real Stripe: they
 * move an intent waiting in 'requires_action' on. 'fail' leaves it in 'requires_payment_method'
 * with Stripe's `payment_intent_authentication_failure` error.
 */

/** 'approve' holds the payment (manual capture) or takes it (automatic capture). */
export function completeOfflineAuthentication(
  db: Database,
  intentId: string,
  outcome: 'approve' | 'fail',
): Promise<ProviderPaymentIntent> {
  return db.transaction(async (tx) => {
    const intent = await loadObject<ProviderPaymentIntent>(tx, intentId, 'payment_intent', {
      lock: true,
      label: 'payment_intent',
    });
    return saveIntentWithEvent(tx, intent, authenticateIntent(intent, outcome));
  });
}

/** 'approve' saves the card for the setup's customer. */
export function completeOfflineSetupAuthentication(
  db: Database,
  setupIntentId: string,
  outcome: 'approve' | 'fail',
): Promise<ProviderSetupIntent> {
  return db.transaction(async (tx) => {
    const setup = await loadObject<ProviderSetupIntent>(tx, setupIntentId, 'setup_intent', {
      lock: true,
      label: 'setupintent',
    });
    return saveObject(tx, await saveSetupCard(tx, authenticateSetup(setup, outcome)));
  });
}
