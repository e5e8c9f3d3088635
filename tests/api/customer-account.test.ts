import { describe, expect, it } from 'vitest';
import addressRoute from '@/pages/api/v3/customers/[id]/address';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { INVALID_EMAIL } from '@/contracts/customers';
import { createCustomer, createSignedInCustomer } from '../factories/customers';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

const ADDRESS = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  address2: 'Apt 4',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '(503) 555-0142',
  is_sms: true,
  is_residential: true,
};

describe('PUT /api/v3/customers/{id}/', () => {
  const database = useTestDatabase();
  const call = useRoute(customerRoute);
  const put = (id: number | string, token: string | undefined, body: unknown) =>
    call({
      method: 'PUT',
      url: `/api/v3/customers/${id}/`,
      params: { id: String(id) },
      token,
      body,
    });

  it('updates the caller’s name and email', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ADA@example.test',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      id: customer.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.test',
      is_sms: false,
    });
  });

  it('saves the text-message choice sent as is_sms (a customer field) and reads it back', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, { is_sms: true });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ id: customer.id, is_sms: true });
    expect((await put(customer.id, token, { first_name: 'Ada' })).json).toMatchObject({
      is_sms: true,
    });
    expect((await put(customer.id, token, { is_sms: false })).json).toMatchObject({
      is_sms: false,
    });
  });

  it('answers 400 on is_sms when it is not true or false', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, { is_sms: 'often' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ is_sms: ['Must be true or false.'] });
  });

  it('answers 400 with the spec message for an invalid email, its format filled in', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, { email: 'not an email' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ email: [INVALID_EMAIL] });
    expect(response.json).toEqual({
      email: [
        'Invalid email address. Please check your email and  try again. Your email must follow the format name@example.com.',
      ],
    });
  });

  it('refuses a blank first name with the missing-field message, and keeps the saved one', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    await put(customer.id, token, { first_name: 'Ada' });
    const response = await put(customer.id, token, { first_name: '   ', last_name: 'Byron' });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      first_name: ['Field is required (first_name: the customer’s first name)'],
    });
    const check = await call({
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(check.json).toMatchObject({ first_name: 'Ada' });
  });

  it('answers 409 email_conflict for an email another account uses', async () => {
    await createCustomer(database.db(), { email: 'taken@example.test' });
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await put(customer.id, token, { email: 'taken@example.test' });
    expect(response.status).toBe(409);
    expect(response.json.code).toBe('email_conflict');
  });

  it("refuses another customer's record: 403 and nothing changed", async () => {
    const other = await createCustomer(database.db(), { firstName: 'Untouched' });
    const { token } = await createSignedInCustomer(database.db());
    expect((await put(other.id, token, { first_name: 'Hacked' })).status).toBe(403);
    const check = await call({
      url: `/api/v3/customers/${other.id}/`,
      params: { id: String(other.id) },
      token,
    });
    expect(check.status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const customer = await createCustomer(database.db());
    expect((await put(customer.id, undefined, { first_name: 'X' })).status).toBe(401);
  });
});

describe('GET/POST /api/v3/customers/{id}/address/', () => {
  const database = useTestDatabase();
  const call = useRoute(addressRoute);
  const post = (id: number | string, token: string | undefined, body: unknown) =>
    call({
      method: 'POST',
      url: `/api/v3/customers/${id}/address/`,
      params: { id: String(id) },
      token,
      body,
    });
  const get = (id: number | string, token?: string) =>
    call({ url: `/api/v3/customers/${id}/address/`, params: { id: String(id) }, token });

  it('answers 200 with null before an address is saved: an empty state, not an error', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const empty = await get(customer.id, token);
    expect(empty.status).toBe(200);
    expect(empty.json).toBeNull();
  });

  it('saves the address (phone as 10 digits) and reads it back with the SMS choice', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const saved = await post(customer.id, token, ADDRESS);
    expect(saved.status).toBe(200);
    // With the boxes already ordered that a change could move (none yet).
    const stored = { ...ADDRESS, phone: '5035550142', open_boxes: [] };
    expect(saved.json).toEqual(stored);
    expect((await get(customer.id, token)).json).toEqual(stored);
    const replaced = await post(customer.id, token, {
      ...ADDRESS,
      address1: '99 Wag Lane',
      is_sms: false,
    });
    expect(replaced.json).toMatchObject({ address1: '99 Wag Lane', is_sms: false });
  });

  it('keeps whether the address is residential (a home unless told otherwise)', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const { is_residential: _omitted, ...withoutFlag } = ADDRESS;
    expect((await post(customer.id, token, withoutFlag)).json.is_residential).toBe(true);
    await post(customer.id, token, { ...ADDRESS, is_residential: false });
    expect((await get(customer.id, token)).json.is_residential).toBe(false);
    expect((await post(customer.id, token, { ...ADDRESS, is_residential: 'no' })).json).toEqual({
      is_residential: ['Must be true or false.'],
    });
  });

  it.each([
    [{ ...ADDRESS, address1: '' }, { address1: ['Field is required (address1: street address)'] }],
    [
      { ...ADDRESS, state: 'HI' },
      { state: ['We deliver to the 48 contiguous states. Please choose one of them.'] },
    ],
    [
      { ...ADDRESS, state: 'ZZ' },
      { state: ['We deliver to the 48 contiguous states. Please choose one of them.'] },
    ],
    [{ ...ADDRESS, zip_code: '9720' }, { zip_code: ['Please enter a 5-digit ZIP code.'] }],
    [{ ...ADDRESS, phone: '555-1234' }, { phone: ['A valid phone number is required.'] }],
    [{ ...ADDRESS, phone: '123-456-7890' }, { phone: ['A valid phone number is required.'] }],
    [
      { ...ADDRESS, address1: 'PO Box 12' },
      { address1: ['We can’t deliver frozen food to PO boxes. Please use a street address.'] },
    ],
    [{ ...ADDRESS, is_sms: 'sometimes' }, { is_sms: ['Must be true or false.'] }],
    [
      { ...ADDRESS, state: '' },
      { state: ['Field is required (state: two-letter code of one of the 48 contiguous states)'] },
    ],
    [{ ...ADDRESS, zip_code: '00000' }, { zip_code: ['Please enter a valid US ZIP code.'] }],
    [
      { ...ADDRESS, zip_code: '10001', state: 'TX' },
      { zip_code: ['This ZIP code is not in Texas. Please check the ZIP code and state.'] },
    ],
    [{ ...ADDRESS, zip_code: '972011234567' }, { zip_code: ['Please enter a 5-digit ZIP code.'] }],
  ])('answers 400 per field for %o', async (body, errors) => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await post(customer.id, token, body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual(errors);
  });

  it('reports every missing field at once, each with its path and what it holds', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    const response = await post(customer.id, token, {});
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      first_name: ['Field is required (first_name: first name of the person receiving the box)'],
      last_name: ['Field is required (last_name: last name of the person receiving the box)'],
      address1: ['Field is required (address1: street address)'],
      city: ['Field is required (city: city)'],
      state: ['Field is required (state: two-letter code of one of the 48 contiguous states)'],
      zip_code: ['Field is required (zip_code: 5-digit ZIP code, or ZIP+4)'],
      phone: ['A valid phone number is required. (phone: 10-digit US phone number)'],
    });
    expect(Object.keys(response.json).sort()).toEqual([
      'address1',
      'city',
      'first_name',
      'last_name',
      'phone',
      'state',
      'zip_code',
    ]);
  });

  it("refuses another customer's address both ways", async () => {
    const owner = await createSignedInCustomer(database.db());
    await post(owner.customer.id, owner.token, ADDRESS);
    const { token } = await createSignedInCustomer(database.db());
    const read = await get(owner.customer.id, token);
    expect(read.status).toBe(403);
    expect(read.text).not.toContain('Bark Street');
    expect(
      (await post(owner.customer.id, token, { ...ADDRESS, address1: '1 Thief Road' })).status,
    ).toBe(403);
    expect((await get(owner.customer.id, owner.token)).json.address1).toBe('12 Bark Street');
  });
});
