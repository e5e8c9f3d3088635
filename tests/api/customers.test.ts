import { describe, expect, it } from 'vitest';
import route from '@/pages/api/v3/customers/[id]/index';
import { createAccessToken, createCustomer, createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('GET /api/v3/customers/{id}/', () => {
  const database = useTestDatabase();
  const call = useRoute(route);
  const get = (id: string | number, token?: string, query = '') =>
    call({ url: `/api/v3/customers/${id}/${query}`, params: { id: String(id) }, token });

  it('returns the caller themself', async () => {
    const { customer, token } = await createSignedInCustomer(database.db(), {
      firstName: 'Maya',
      lastName: 'Stone',
    });
    const response = await get(customer.id, token);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      id: customer.id,
      email: customer.email,
      first_name: 'Maya',
      last_name: 'Stone',
      status: 'lead',
    });
  });

  it('adds is_sms only when asked to', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await get(customer.id, token, '?include=is_sms');
    expect(response.json).toMatchObject({ id: customer.id, is_sms: false });
  });

  it('says whether a password is set when asked to (leads have none)', async () => {
    const lead = await createSignedInCustomer(database.db());
    const member = await createSignedInCustomer(database.db(), { passwordHash: 'scrypt$stored' });
    expect((await get(lead.customer.id, lead.token)).json.has_password).toBeUndefined();
    expect(
      (await get(lead.customer.id, lead.token, '?include=is_sms,has_password')).json,
    ).toMatchObject({ is_sms: false, has_password: false });
    expect(
      (await get(member.customer.id, member.token, '?include=has_password')).json.has_password,
    ).toBe(true);
  });

  it.each(['pup parent', 'Acquisition'])(
    'clears the placeholder first name "%s"',
    async (firstName) => {
      const { customer, token } = await createSignedInCustomer(database.db(), { firstName });
      const response = await get(customer.id, token);
      expect(response.json.first_name).toBe('');
    },
  );

  it('answers 401 without a token', async () => {
    const customer = await createCustomer(database.db());
    const response = await get(customer.id);
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it.each([
    ['forged', async () => 'forged-token-that-was-never-issued-000'],
    ['expired', async (id: number) => createAccessToken(database.db(), id, { expired: true })],
    ['revoked', async (id: number) => createAccessToken(database.db(), id, { revoked: true })],
  ])('answers 401 token_not_valid for a %s token', async (_kind, makeToken) => {
    const customer = await createCustomer(database.db());
    const response = await get(customer.id, await makeToken(customer.id));
    expect(response.status).toBe(401);
    expect(response.json.code).toBe('token_not_valid');
  });

  it('answers 401 for a malformed Authorization header', async () => {
    const customer = await createCustomer(database.db());
    const response = await call({
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    });
    expect(response.status).toBe(401);
    expect(response.json.code).toBe('token_not_valid');
  });

  it("refuses another customer's id with 403 and none of their data", async () => {
    const other = await createCustomer(database.db(), {
      firstName: 'Secret',
      email: 'other-owner@example.test',
    });
    const { token } = await createSignedInCustomer(database.db());
    const response = await get(other.id, token);
    expect(response.status).toBe(403);
    expect(response.json).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    expect(response.text).not.toMatch(/Secret|other-owner/);
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 404 for the id "%s"', async (id) => {
    const { token } = await createSignedInCustomer(database.db());
    const response = await get(id, token);
    expect(response.status).toBe(404);
    expect(response.json.code).toBe('not_found');
  });

  // Past PostgreSQL's int range a path id is refused as bad input, like any such id (issue item 7).
  it('answers 400 on the field for the id "99999999999"', async () => {
    const { token } = await createSignedInCustomer(database.db());
    const response = await get('99999999999', token);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      id: ['Ensure this value is less than or equal to 2147483647.'],
    });
  });

  it('answers 405 for a method it does not serve', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await call({
      method: 'DELETE',
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PUT');
  });
});
