import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import profileRoute from '@/pages/api/admin/customers/[customerId]/profile';
import addressRoute from '@/pages/api/admin/customers/[customerId]/address';
import { addresses, customers } from '@/server/db/schema';
import { createCustomer, createSignedInCustomer } from '../../factories/customers';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { SHIPPING } from '../../helpers/checkout-fixtures';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles, lastAuditBy } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('editing a customer from the console (admin API)', () => {
  const database = useTestDatabase();
  const profile = useRoute(profileRoute);
  const address = useRoute(addressRoute);
  const { support, owner, fulfilment } = useStaffRoles(database);
  const lastAudit = async (staffId: number) => await lastAuditBy(database.db(), staffId);
  const putProfile = (token: string | undefined, customerId: number | string, body: unknown) =>
    profile({
      method: 'PUT',
      url: `/api/admin/customers/${customerId}/profile/`,
      params: { customerId: String(customerId) },
      token,
      body,
    });
  const putAddress = (token: string | undefined, customerId: number | string, body: unknown) =>
    address({
      method: 'PUT',
      url: `/api/admin/customers/${customerId}/address/`,
      params: { customerId: String(customerId) },
      token,
      body,
    });

  it('changes name and email, audited with only what changed', async () => {
    const customer = await createCustomer(database.db(), { firstName: 'Robin' });
    const response = await putProfile(support.token, customer.id, {
      first_name: 'Robyn',
      last_name: customer.lastName,
      email: 'Robyn.New@Example.test',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ first_name: 'Robyn', email: 'robyn.new@example.test' });
    const [row] = await database.db().select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ firstName: 'Robyn', email: 'robyn.new@example.test' });
    const audit = await lastAudit(support.id);
    expect(audit).toMatchObject({
      action: 'customer.profile.edit',
      targetType: 'customer',
      targetId: String(customer.id),
      before: { first_name: 'Robin', email: customer.email },
      after: { first_name: 'Robyn', email: 'robyn.new@example.test' },
    });
    expect(JSON.stringify(audit)).not.toMatch(/password/i);
  });

  it('answers 409 with a clear message for an email another account uses, and changes nothing', async () => {
    const db = database.db();
    const [taken, customer] = await Promise.all([createCustomer(db), createCustomer(db)]);
    const before = await lastAudit(owner.id);
    const response = await putProfile(owner.token, customer.id, { email: taken.email });
    expect(response.status).toBe(409);
    expect(response.json).toMatchObject({
      code: 'email_conflict',
      detail: 'Another account already uses this email address.',
    });
    expect(await lastAudit(owner.id)).toEqual(before);
  });

  it('applies the My info rules: 400 for a bad email or a blank first name', async () => {
    const customer = await createCustomer(database.db());
    const bad = await putProfile(support.token, customer.id, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.json).toHaveProperty('email');
    const blank = await putProfile(support.token, customer.id, { first_name: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.json).toHaveProperty('first_name');
  });

  it('saves the delivery address with the address form rules, audited before/after', async () => {
    const db = database.db();
    const { customer } = await createSubscribedCustomer(db);
    const response = await putAddress(support.token, customer.id, {
      ...SHIPPING,
      address1: '9 New Road',
      phone: '(503) 555-0199',
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ address1: '9 New Road', phone: '5035550199' });
    const [row] = await db.select().from(addresses).where(eq(addresses.customerId, customer.id));
    expect(row).toMatchObject({ address1: '9 New Road', phone: '5035550199' });
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'customer.address.edit',
      before: { address1: SHIPPING.address1, phone: SHIPPING.phone },
      after: { address1: '9 New Road', phone: '5035550199' },
    });
    const read = await address({
      url: `/api/admin/customers/${customer.id}/address/`,
      params: { customerId: String(customer.id) },
      token: support.token,
    });
    expect(read.json).toMatchObject({ address1: '9 New Road' });
  });

  it('refuses a PO box, a ZIP outside the state and a short phone (400 per field)', async () => {
    const { customer } = await createSubscribedCustomer(database.db());
    const response = await putAddress(support.token, customer.id, {
      ...SHIPPING,
      address1: 'PO Box 12',
      zip_code: '10001',
      phone: '555',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.json)).toEqual(
      expect.arrayContaining(['address1', 'zip_code', 'phone']),
    );
  });

  it('keeps fulfilment out (403), needs a staff token (401), 404 for no such customer', async () => {
    const customer = await createCustomer(database.db());
    expect((await putProfile(fulfilment.token, customer.id, { first_name: 'X' })).status).toBe(403);
    expect((await putAddress(fulfilment.token, customer.id, SHIPPING)).status).toBe(403);
    const read = await address({
      url: `/api/admin/customers/${customer.id}/address/`,
      params: { customerId: String(customer.id) },
      token: fulfilment.token,
    });
    expect(read.status).toBe(403);
    expect((await putProfile(undefined, customer.id, { first_name: 'X' })).status).toBe(401);
    const shopper = await createSignedInCustomer(database.db());
    expect((await putProfile(shopper.token, customer.id, { first_name: 'X' })).status).toBe(403);
    expect((await putAddress(support.token, 99_999_999, SHIPPING)).status).toBe(404);
    expect((await putProfile(support.token, 'abc', { first_name: 'X' })).status).toBe(404);
  });
});
