import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/env/server';
import chatIdentityRoute from '@/pages/api/v3/customers/[id]/chat_identity';
import { createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const SECRET = 'identity-secret-for-tests';

describe('GET /api/v3/customers/{id}/chat_identity/', () => {
  const database = useTestDatabase();
  const call = useRoute(chatIdentityRoute);
  const get = (id: number, token?: string) =>
    call<Record<string, string>>({
      url: `/api/v3/customers/${id}/chat_identity/`,
      params: { id: String(id) },
      ...(token ? { token } : {}),
    });

  beforeEach(() => {
    process.env.INTERCOM_IDENTITY_SECRET = SECRET;
    resetServerEnvForTests();
  });
  afterEach(() => {
    delete process.env.INTERCOM_IDENTITY_SECRET;
    resetServerEnvForTests();
  });

  it("signs the customer's id so the messenger can verify who is writing", async () => {
    const { customer, token } = await createSignedInCustomer(database.db(), { firstName: 'Robin' });
    const response = await get(customer.id, token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      user_id: String(customer.id),
      email: customer.email,
      name: 'Robin',
      user_hash: createHmac('sha256', SECRET).update(String(customer.id)).digest('hex'),
    });
  });

  it('shares nothing for a customer without a first name', async () => {
    const { customer, token } = await createSignedInCustomer(database.db(), { firstName: '' });
    const response = await get(customer.id, token);
    expect(response.status).toBe(404);
    expect(response.json).not.toHaveProperty('email');
  });

  it.each(['pup parent', 'Acquisition'])(
    'shares nothing for the placeholder first name "%s"',
    async (firstName) => {
      const { customer, token } = await createSignedInCustomer(database.db(), { firstName });
      const response = await get(customer.id, token);
      expect(response.status).toBe(404);
      expect(response.json).toHaveProperty('detail');
      expect(response.json).not.toHaveProperty('email');
    },
  );

  it('shares nothing when identity verification is not configured', async () => {
    delete process.env.INTERCOM_IDENTITY_SECRET;
    resetServerEnvForTests();
    const { customer, token } = await createSignedInCustomer(database.db());
    expect((await get(customer.id, token)).status).toBe(404);
  });

  it('needs a signed-in caller, and only ever answers for the caller', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const other = await createSignedInCustomer(database.db());
    expect((await get(customer.id)).status).toBe(401);
    const foreign = await get(other.customer.id, token);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.json)).not.toContain(other.customer.email);
  });

  it('answers only GET', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await call({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/chat_identity/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(response.status).toBe(405);
  });
});
