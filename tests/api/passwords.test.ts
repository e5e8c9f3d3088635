import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import createRoute from '@/pages/api/v3/auth/create-password';
import updateRoute from '@/pages/api/v3/auth/update-password';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { customers } from '@/server/db/schema';
import { createAccessToken, createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('PUT /api/v3/auth/create-password/ and update-password/', () => {
  const database = useTestDatabase();
  const create = useRoute(createRoute);
  const update = useRoute(updateRoute);
  const getCustomer = useRoute(customerRoute);
  const passwordOf = async (id: number) =>
    (await database.db().select().from(customers).where(eq(customers.id, id)))[0]!.passwordHash;

  it('lets a lead set a first password, once', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const body = { password: 'walks in the rain', confirm_password: 'walks in the rain' };
    const response = await create({
      method: 'PUT',
      url: '/api/v3/auth/create-password/',
      token,
      body,
    });
    expect(response.status).toBe(200);
    expect(await verifyPassword('walks in the rain', await passwordOf(customer.id))).toBe(true);
    const again = await create({
      method: 'PUT',
      url: '/api/v3/auth/create-password/',
      token,
      body,
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('password_already_set');
  });

  it.each([
    [
      {},
      {
        password: ['Field is required (password)'],
        confirm_password: ['Field is required (confirm_password)'],
      },
    ],
    [
      { password: 'short', confirm_password: 'short' },
      { password: ['Your password must be at least 8 characters.'] },
    ],
    [
      { password: 'password123', confirm_password: 'password123' },
      { password: ['This password is too common. Please choose another.'] },
    ],
    [
      { password: 'walks in the rain', confirm_password: 'walks in the snow' },
      { confirm_password: ['The passwords do not match.'] },
    ],
  ])('refuses %o with 400', async (body, errors) => {
    const { token } = await createSignedInCustomer(database.db());
    const response = await create({
      method: 'PUT',
      url: '/api/v3/auth/create-password/',
      token,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual(errors);
  });

  it('needs a signed-in caller', async () => {
    const response = await create({
      method: 'PUT',
      url: '/api/v3/auth/create-password/',
      body: { password: 'walks in the rain', confirm_password: 'walks in the rain' },
    });
    expect(response.status).toBe(401);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const { customer, token } = await createSignedInCustomer(database.db(), {
      passwordHash: await hashPassword('walks in the rain'),
    });
    const otherDevice = await createAccessToken(database.db(), customer.id);
    const response = await update({
      method: 'PUT',
      url: '/api/v3/auth/update-password/',
      token,
      body: {
        current_password: 'walks in the rain',
        new_password: 'sunny afternoon nap',
        confirm_password: 'sunny afternoon nap',
      },
    });
    expect(response.status).toBe(200);
    expect(await verifyPassword('sunny afternoon nap', await passwordOf(customer.id))).toBe(true);
    const get = (bearer: string) =>
      getCustomer({
        url: `/api/v3/customers/${customer.id}/`,
        params: { id: String(customer.id) },
        token: bearer,
      });
    expect((await get(token)).status).toBe(200);
    expect((await get(otherDevice)).status).toBe(401);
  });

  it('refuses a wrong current password without changing anything', async () => {
    const { customer, token } = await createSignedInCustomer(database.db(), {
      passwordHash: await hashPassword('walks in the rain'),
    });
    const response = await update({
      method: 'PUT',
      url: '/api/v3/auth/update-password/',
      token,
      body: {
        current_password: 'guess',
        new_password: 'sunny afternoon nap',
        confirm_password: 'sunny afternoon nap',
      },
    });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ current_password: ['Your current password is not correct.'] });
    expect(await verifyPassword('walks in the rain', await passwordOf(customer.id))).toBe(true);
  });

  it('answers 405 to other methods', async () => {
    expect((await update({ method: 'POST', url: '/api/v3/auth/update-password/' })).status).toBe(
      405,
    );
  });
});
