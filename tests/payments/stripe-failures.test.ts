import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/env/server';
import { problemFrom } from '@/server/api/responder';
import { paymentMethods } from '@/server/db/schema';
import { StripePaymentProvider } from '@/server/payments';
import {
  cardError,
  fakeStripe,
  stripeIntent,
  stripeSetupIntent,
} from '@/server/payments/stripe/stripe-test-fakes';
import {
  confirmPayment,
  initiatePayment,
} from '@/server/services/payments/payment-intents-service';
import { confirmSetup, initiateSetup } from '@/server/services/payments/setup-intents-service';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useTestDatabase } from '../helpers/test-db';

const PROVIDER_FAILURE =
  'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.';
const site = () => serverEnv().siteUrl.replace(/\/$/, '');

/** What the API answers for what a service threw. */
const answerTo = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).not.toBeNull();
  return problemFrom(error);
};

describe('Stripe failing on its side', () => {
  const database = useTestDatabase({ seed: true });

  async function shopWithStripe() {
    const db = database.db();
    const { fake, client } = fakeStripe();
    fake.customers.create.mockResolvedValue({ id: 'cus_1' });
    const provider = new StripePaymentProvider(client, 'whsec_test');
    const ready = await customerReadyToPay(db);
    return { db, fake, provider, ...ready };
  }

  it.each([
    [
      'an API error (5xx)',
      new Stripe.errors.StripeAPIError({ message: 'An unknown error occurred' }),
    ],
    ['a network failure', new Stripe.errors.StripeConnectionError({ message: 'socket hang up' })],
  ])('answers %s with the provider-failure error, not a declined card', async (_, failure) => {
    const { db, fake, provider, customer, cart } = await shopWithStripe();
    fake.paymentIntents.create.mockRejectedValue(failure);
    const problem = await answerTo(
      initiatePayment(db, provider, customer.id, { cart_id: cart.cart_id }),
    );
    expect(problem.status).toBe(502);
    expect(problem.body).toEqual({ code: 'payment_provider_error', detail: PROVIDER_FAILURE });
  });

  it('still answers a declined card as one (402 with the bank’s code)', async () => {
    const { db, fake, provider, customer, cart } = await shopWithStripe();
    fake.paymentIntents.create.mockRejectedValue(
      cardError({ code: 'card_declined', message: 'Your card was declined.' }),
    );
    const problem = await answerTo(
      initiatePayment(db, provider, customer.id, { cart_id: cart.cart_id }),
    );
    expect(problem.status).toBe(402);
    expect(problem.body).toMatchObject({ code: 'card_declined' });
  });

  it('sends the payment return address with a payment, and the account’s with a card saved', async () => {
    const { db, fake, provider, customer, cart } = await shopWithStripe();
    const [card] = await db
      .insert(paymentMethods)
      .values({ customerId: customer.id, cardToken: 'pm_123', brand: 'visa', last4: '4242' })
      .returning();
    fake.paymentIntents.create.mockResolvedValue(stripeIntent({ amount: cart.totals.total }));
    fake.paymentIntents.update.mockResolvedValue(stripeIntent({ amount: cart.totals.total }));
    fake.paymentIntents.confirm.mockResolvedValue(
      stripeIntent({ amount: cart.totals.total, status: 'requires_capture' }),
    );
    const payment = await initiatePayment(db, provider, customer.id, { cart_id: cart.cart_id });
    await confirmPayment(db, provider, customer.id, payment.transaction_id, {
      payment_method_id: card!.id,
    });
    expect(fake.paymentIntents.confirm.mock.calls[0]![1]).toMatchObject({
      payment_method: 'pm_123',
      return_url: `${site()}/confirmation/`,
    });

    fake.setupIntents.create.mockResolvedValue(stripeSetupIntent());
    fake.setupIntents.retrieve.mockResolvedValue(stripeSetupIntent());
    fake.setupIntents.confirm.mockResolvedValue(stripeSetupIntent({ status: 'succeeded' }));
    fake.paymentMethods.retrieve.mockResolvedValue({
      id: 'pm_456',
      object: 'payment_method',
      customer: 'cus_1',
      type: 'card',
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034, fingerprint: 'fp1' },
    });
    const setup = await initiateSetup(db, provider, customer.id);
    await confirmSetup(db, provider, customer.id, String(setup.id), { card_token: 'pm_456' });
    expect(fake.setupIntents.confirm.mock.calls[0]![1]).toMatchObject({
      payment_method: 'pm_456',
      return_url: `${site()}/account/`,
    });
  });
});
