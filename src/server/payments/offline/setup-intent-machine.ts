import type { ProviderIntentStatus, ProviderSetupIntent } from '../types';
import { unexpectedState } from './offline-errors';
import { AUTHENTICATION_FAILED, type CardBehaviour } from './test-cards';

/** Stripe's SetupIntent state machine for cards, as pure functions (see the PaymentIntent one). */

const OPEN: ReadonlySet<ProviderIntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** The caller saves the card for the customer once the setup has succeeded, as Stripe does. */
export function confirmSetup(
  setup: ProviderSetupIntent,
  card: { id: string; behaviour: CardBehaviour },
): ProviderSetupIntent {
  if (!OPEN.has(setup.status)) throw unexpectedState('SetupIntent', 'confirm', setup.status);
  // Saving a card checks it with the bank: cards that decline every charge fail here too.
  if (card.behaviour.decline)
    return {
      ...setup,
      status: 'requires_payment_method',
      payment_method: null,
      last_setup_error: card.behaviour.decline,
    };
  if (card.behaviour.authenticate)
    return { ...setup, status: 'requires_action', payment_method: card.id, last_setup_error: null };
  return { ...setup, status: 'succeeded', payment_method: card.id, last_setup_error: null };
}

export function authenticateSetup(
  setup: ProviderSetupIntent,
  outcome: 'approve' | 'fail',
): ProviderSetupIntent {
  if (setup.status !== 'requires_action')
    throw unexpectedState('SetupIntent', 'authenticate', setup.status);
  return outcome === 'approve'
    ? { ...setup, status: 'succeeded' }
    : {
        ...setup,
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: AUTHENTICATION_FAILED,
      };
}

export function cancelSetup(setup: ProviderSetupIntent): ProviderSetupIntent {
  if (setup.status === 'succeeded' || setup.status === 'canceled')
    throw unexpectedState('SetupIntent', 'cancel', setup.status);
  return { ...setup, status: 'canceled' };
}
