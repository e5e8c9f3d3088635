import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripePaymentProvider } from './stripe-provider';
import { fakeStripe } from './stripe-test-fakes';

describe('StripePaymentProvider customers', () => {
  it('deletes a customer, and passes Stripe’s “no such customer” on for one deleted already', async () => {
    const { fake, client } = fakeStripe();
    const provider = new StripePaymentProvider(client, 'whsec_test');
    fake.customers.del.mockResolvedValueOnce({ id: 'cus_1', object: 'customer', deleted: true });
    expect(await provider.deleteCustomer('cus_1')).toEqual({ id: 'cus_1', deleted: true });
    expect(fake.customers.del).toHaveBeenCalledWith('cus_1');

    fake.customers.del.mockRejectedValueOnce(
      new Stripe.errors.StripeInvalidRequestError({
        code: 'resource_missing',
        message: "No such customer: 'cus_1'",
      }),
    );
    await expect(provider.deleteCustomer('cus_1')).rejects.toMatchObject({
      kind: 'invalid_request',
      code: 'resource_missing',
    });
  });
});
