import type { Database } from '@/server/db/client';
import type { PaymentProvider } from '../provider';
import type {
  ProviderDispute,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderPaymentMethod,
  ProviderRefund,
  ProviderSetupIntent,
} from '../types';
import { newClientSecret, newId } from './ids';
import { assertAmount } from './offline-errors';
import {
  attachCard,
  cardFor,
  detachCard,
  resolveCard,
  saveSetupCard,
} from './offline-payment-methods';
import { refundOffline } from './offline-refunds';
import { saveIntentWithEvent } from './offline-events';
import { offlineBankUrl, threeDSecureModeOf } from './offline-test-controls';
import { idempotent, insertObject, loadObject, saveObject } from './offline-store';
import { cancelIntent, captureIntent, confirmIntent, updateIntent } from './payment-intent-machine';
import { cancelSetup, confirmSetup } from './setup-intent-machine';
import { offlineWebhookSecret } from './offline-webhook-secret';
import { parseOfflineEvent, verifyOfflineWebhook } from './webhook-signature';

type CreateIntentInput = Parameters<PaymentProvider['createPaymentIntent']>[0];
type ConfirmIntentInput = Parameters<PaymentProvider['confirmPaymentIntent']>[1];
type OffSessionInput = Parameters<PaymentProvider['chargeOffSession']>[0];

const PI = { label: 'payment_intent' } as const;
const SETI = { label: 'setupintent' } as const;

/** Locks an intent's row for the rest of the transaction, so that changes to it take turns. */
const lockIntent = (tx: Database, id: string) =>
  loadObject<ProviderPaymentIntent>(tx, id, 'payment_intent', { ...PI, lock: true });
const lockSetup = (tx: Database, id: string) =>
  loadObject<ProviderSetupIntent>(tx, id, 'setup_intent', { ...SETI, lock: true });

/**
 * The payment provider when Stripe is not configured (local runs, tests, e2e): Stripe's object
 * shapes, ids, state machine, idempotency and test cards, kept in the shop's database so it
 * works across processes and restarts. Nothing is charged. Production refuses it.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline' as const;

  constructor(
    private readonly db: Database,
    /** STRIPE_WEBHOOK_SECRET, or null for this install's own (offline-webhook-secret.ts). */
    private readonly webhookSecret: string | null,
  ) {}

  createCustomer(input: { email: string; name?: string; idempotencyKey: string }) {
    const params = { email: input.email, name: input.name ?? null };
    return idempotent(
      this.db,
      input.idempotencyKey,
      { operation: 'customers.create', params },
      (tx) =>
        insertObject(tx, 'customer', { id: newId('cus'), ...params }).then(({ id }) => ({ id })),
    );
  }

  /** Stripe keeps only a stub `{ id, deleted: true }`: the email and name are gone with it. */
  deleteCustomer(id: string) {
    return this.db.transaction(async (tx) => {
      await loadObject(tx, id, 'customer', { lock: true });
      return saveObject(tx, { id, deleted: true as const });
    });
  }

  createPaymentIntent(input: CreateIntentInput): Promise<ProviderPaymentIntent> {
    const { idempotencyKey, ...params } = input;
    return idempotent(
      this.db,
      idempotencyKey,
      { operation: 'payment_intents.create', params },
      (tx) => this.insertIntent(tx, input),
    );
  }

  updatePaymentIntent(id: string, input: { amount?: number; paymentMethod?: string }) {
    return this.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, id);
      if (input.paymentMethod) await cardFor(tx, input.paymentMethod, intent.customer);
      return saveObject(tx, updateIntent(intent, input));
    });
  }

  retrievePaymentIntent(id: string) {
    return loadObject<ProviderPaymentIntent>(this.db, id, 'payment_intent', PI);
  }

  confirmPaymentIntent(id: string, input: ConfirmIntentInput): Promise<ProviderPaymentIntent> {
    const params = {
      id,
      paymentMethod: input.paymentMethod,
      offSession: input.offSession ?? false,
    };
    return idempotent(
      this.db,
      input.idempotencyKey,
      { operation: 'payment_intents.confirm', params },
      async (tx) => {
        // The row lock makes a second confirm wait and then find the intent no longer open.
        const intent = await lockIntent(tx, id);
        const card = await cardFor(tx, input.paymentMethod, intent.customer);
        const next = confirmIntent(
          intent,
          { id: card.method.id, behaviour: card.behaviour },
          {
            offSession: input.offSession,
            redirectUrl: await this.bankRedirect(tx, intent, input.returnUrl),
          },
        );
        return saveIntentWithEvent(tx, intent, next);
      },
    );
  }

  capturePaymentIntent(id: string, input: { idempotencyKey: string }) {
    return idempotent(
      this.db,
      input.idempotencyKey,
      { operation: 'payment_intents.capture', params: { id } },
      async (tx) => {
        const intent = await lockIntent(tx, id);
        return saveIntentWithEvent(tx, intent, captureIntent(intent));
      },
    );
  }

  cancelPaymentIntent(id: string) {
    return this.db.transaction(async (tx) => {
      const intent = await lockIntent(tx, id);
      return saveIntentWithEvent(tx, intent, cancelIntent(intent));
    });
  }

  createSetupIntent(input: { customer: string; idempotencyKey: string }) {
    const params = { customer: input.customer };
    return idempotent(
      this.db,
      input.idempotencyKey,
      { operation: 'setup_intents.create', params },
      async (tx) => {
        await loadObject(tx, input.customer, 'customer');
        const id = newId('seti');
        const setup: ProviderSetupIntent = {
          id,
          client_secret: newClientSecret(id),
          status: 'requires_payment_method',
          customer: input.customer,
          payment_method: null,
          last_setup_error: null,
        };
        return insertObject(tx, 'setup_intent', setup);
      },
    );
  }

  retrieveSetupIntent(id: string) {
    return loadObject<ProviderSetupIntent>(this.db, id, 'setup_intent', SETI);
  }

  confirmSetupIntent(id: string, input: { paymentMethod: string; idempotencyKey: string }) {
    const params = { id, paymentMethod: input.paymentMethod };
    return idempotent(
      this.db,
      input.idempotencyKey,
      { operation: 'setup_intents.confirm', params },
      async (tx) => {
        const setup = await lockSetup(tx, id);
        const card = await cardFor(tx, input.paymentMethod, setup.customer);
        const next = confirmSetup(setup, { id: card.method.id, behaviour: card.behaviour });
        return saveObject(tx, await saveSetupCard(tx, next));
      },
    );
  }

  cancelSetupIntent(id: string) {
    return this.db.transaction(async (tx) => saveObject(tx, cancelSetup(await lockSetup(tx, id))));
  }

  async retrievePaymentMethod(id: string): Promise<ProviderPaymentMethod> {
    return (await resolveCard(this.db, id)).method;
  }

  attachPaymentMethod(id: string, customer: string) {
    return attachCard(this.db, id, customer);
  }

  detachPaymentMethod(id: string) {
    return detachCard(this.db, id);
  }

  /** Create and confirm in one transaction under one key, as Stripe's `confirm: true` does. */
  chargeOffSession(input: OffSessionInput): Promise<ProviderPaymentIntent> {
    const { idempotencyKey, ...params } = input;
    return idempotent(
      this.db,
      idempotencyKey,
      { operation: 'payment_intents.create+confirm', params },
      async (tx) => {
        const intent = await this.insertIntent(tx, { ...input, captureMethod: 'automatic' });
        const card = await cardFor(tx, input.paymentMethod, input.customer);
        const next = confirmIntent(
          intent,
          { id: card.method.id, behaviour: card.behaviour },
          { offSession: true },
        );
        return saveIntentWithEvent(tx, null, next);
      },
    );
  }

  refund(paymentIntentId: string, amountCents: number, idempotencyKey: string) {
    return refundOffline(this.db, paymentIntentId, amountCents, idempotencyKey);
  }

  retrieveRefund(id: string) {
    return loadObject<ProviderRefund>(this.db, id, 'refund');
  }

  retrieveDispute(id: string) {
    return loadObject<ProviderDispute>(this.db, id, 'dispute');
  }

  async constructEvent(
    rawBody: Buffer | string,
    signatureHeader: string | undefined,
  ): Promise<ProviderEvent> {
    const secret = this.webhookSecret ?? (await offlineWebhookSecret(this.db));
    verifyOfflineWebhook(rawBody, signatureHeader, secret);
    return parseOfflineEvent(rawBody);
  }

  /**
   * The offline bank's page when this customer's bank check is a redirect (a test control), as
   * Stripe answers a confirm without `use_stripe_sdk`; none without a return address.
   */
  private async bankRedirect(
    tx: Database,
    intent: ProviderPaymentIntent,
    returnUrl: string | undefined,
  ): Promise<string | undefined> {
    if (!returnUrl || !intent.customer) return undefined;
    const customer = await loadObject<{ email: string | null }>(tx, intent.customer, 'customer');
    return (await threeDSecureModeOf(tx, customer.email)) === 'redirect'
      ? offlineBankUrl(intent, returnUrl)
      : undefined;
  }

  private async insertIntent(tx: Database, input: CreateIntentInput) {
    assertAmount(input.amount);
    await loadObject(tx, input.customer, 'customer');
    if (input.paymentMethod) await cardFor(tx, input.paymentMethod, input.customer);
    const id = newId('pi');
    const intent: ProviderPaymentIntent = {
      id,
      client_secret: newClientSecret(id),
      amount: input.amount,
      currency: 'usd',
      status: input.paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
      customer: input.customer,
      payment_method: input.paymentMethod ?? null,
      capture_method: input.captureMethod,
      amount_received: 0,
      last_payment_error: null,
      metadata: { ...input.metadata },
      next_action: null,
    };
    return insertObject(tx, 'payment_intent', intent);
  }
}
