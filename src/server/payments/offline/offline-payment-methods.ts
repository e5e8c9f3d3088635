import { createHash } from 'node:crypto';
import type { Database } from '@/server/db/client';
import type { ProviderPaymentMethod, ProviderSetupIntent } from '../types';
import { newId } from './ids';
import { invalidRequest, noSuch } from './offline-errors';
import { findObject, insertObject, loadObject, saveObject } from './offline-store';
import { findTestCard, testCardExpiry, TEST_CARDS, type CardBehaviour } from './test-cards';

/**
 * Cards in the offline provider. Stripe's test ids (pm_card_visa…) are shared fixtures that
 * belong to nobody. Attaching one to a customer makes a new `pm_…` copy owned by that customer,
 * as Stripe does, so that two customers saving 4242 never see each other's card; the copy
 * remembers which test card it is, and so behaves like it.
 */
interface StoredPaymentMethod extends ProviderPaymentMethod {
  test_card: string;
}

export interface ResolvedCard {
  method: ProviderPaymentMethod;
  behaviour: CardBehaviour;
}

/**
 * Stripe's fingerprint stands for the card number; here a test card and the last 4 digits typed
 * (3155 and 3184 are one test card but two numbers) stand for it.
 */
const fingerprintOf = (testCard: string, last4: string) =>
  `fp_${createHash('sha256').update(`${testCard}:${last4}`).digest('hex').slice(0, 16)}`;

const publicView = ({
  id,
  customer,
  card,
  test_card: testCard,
}: StoredPaymentMethod): ProviderPaymentMethod => ({
  id,
  customer,
  card: { ...card, fingerprint: fingerprintOf(testCard, card.last4) },
});

export async function resolveCard(db: Database, id: string): Promise<ResolvedCard> {
  const test = findTestCard(id);
  if (test)
    return {
      method: {
        id,
        customer: null,
        card: {
          brand: test.brand,
          last4: test.last4,
          ...testCardExpiry(),
          fingerprint: fingerprintOf(id, test.last4),
        },
      },
      behaviour: test,
    };
  const stored = await findObject<StoredPaymentMethod>(db, id, 'payment_method');
  if (!stored) throw noSuch('PaymentMethod', id);
  return { method: publicView(stored), behaviour: TEST_CARDS[stored.test_card] ?? {} };
}

/** A card an intent of `customer` may use: a test card, or a copy saved for that customer. */
export async function cardFor(
  db: Database,
  id: string,
  customer: string | null,
): Promise<ResolvedCard> {
  const resolved = await resolveCard(db, id);
  if (resolved.method.customer && resolved.method.customer !== customer)
    throw invalidRequest(
      'payment_method_unexpected_state',
      `The PaymentMethod '${id}' belongs to another Customer and cannot be used with this one.`,
    );
  return resolved;
}

/**
 * Stripe.js's `createPaymentMethod` for the offline card form: an unattached `pm_…` standing for
 * a test card, with the expiry and last 4 digits typed (Stripe keeps what the card form sent).
 */
export async function createCard(
  db: Database,
  input: { testCard: string; expMonth: number; expYear: number; last4?: string },
): Promise<ProviderPaymentMethod> {
  const test = findTestCard(input.testCard);
  if (!test)
    throw invalidRequest('card_declined', 'Your card was declined. Use a Stripe test card.');
  const card: StoredPaymentMethod = {
    id: newId('pm'),
    customer: null,
    card: {
      brand: test.brand,
      // Several numbers stand for one test card (3155 and 3184): keep the one typed.
      last4: input.last4 ?? test.last4,
      exp_month: input.expMonth,
      exp_year: input.expYear,
    },
    test_card: input.testCard,
  };
  return publicView(await insertObject(db, 'payment_method', card));
}

export async function attachCard(
  db: Database,
  id: string,
  customer: string,
): Promise<ProviderPaymentMethod> {
  await loadObject(db, customer, 'customer');
  const { method } = await resolveCard(db, id);
  if (method.customer === customer) return method;
  if (method.customer)
    throw invalidRequest(
      'payment_method_unexpected_state',
      'The payment method you provided has already been attached to a customer.',
    );
  const stored = await findObject<StoredPaymentMethod>(db, id, 'payment_method');
  // A card the form made is attached as it is; a shared test fixture is copied for the customer.
  if (stored) return publicView(await saveObject(db, { ...stored, customer }));
  const copy: StoredPaymentMethod = { ...method, id: newId('pm'), customer, test_card: id };
  return publicView(await insertObject(db, 'payment_method', copy));
}

/** Stripe's detach: the card stays known but belongs to nobody, so it can't be charged again. */
export async function detachCard(db: Database, id: string): Promise<ProviderPaymentMethod> {
  const stored = await findObject<StoredPaymentMethod>(db, id, 'payment_method');
  if (!stored) throw noSuch('PaymentMethod', id);
  if (!stored.customer)
    throw invalidRequest(
      'payment_method_unexpected_state',
      'The payment method you provided is not attached to a customer so detachment is impossible.',
    );
  return publicView(await saveObject(db, { ...stored, customer: null }));
}

/** A succeeded setup leaves the card saved for the setup's customer, as Stripe's does. */
export async function saveSetupCard(
  db: Database,
  setup: ProviderSetupIntent,
): Promise<ProviderSetupIntent> {
  if (setup.status !== 'succeeded' || !setup.customer || !setup.payment_method) return setup;
  const saved = await attachCard(db, setup.payment_method, setup.customer);
  return { ...setup, payment_method: saved.id };
}
