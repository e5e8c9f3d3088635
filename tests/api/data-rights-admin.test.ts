import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import adminDeleteRoute from '@/pages/api/admin/customers/[customerId]/delete-account';
import adminExportRoute from '@/pages/api/admin/customers/[customerId]/data-export';
import careRoute from '@/pages/api/admin/customers/[customerId]/index';
import { auditLog, customers, orders, shipments, subscriptions } from '@/server/db/schema';
import { createSignedInCustomer } from '../factories/customers';
import { createBoxOnItsWay, createSubscribedCustomer } from '../factories/subscriptions';
import { SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { createStaff, stepUpHeaders, type CreatedStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

describe('data requests received by phone or email (console)', () => {
  const database = useTestDatabase({ seed: true });
  const exportCall = useRoute(adminExportRoute);
  const deleteCall = useRoute(adminDeleteRoute);
  const careCall = useRoute(careRoute);

  const exportOf = (customerId: number, token?: string) =>
    exportCall({
      url: `/api/admin/customers/${customerId}/data-export/`,
      params: { customerId: String(customerId) },
      token,
    });
  /** A deletion as `who` asks for it: staff give a fresh authenticator code, as the console does. */
  const deleteOf = async (customerId: number, who: CreatedStaff | undefined, body: unknown) =>
    deleteCall({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/delete-account/`,
      params: { customerId: String(customerId) },
      token: who?.token,
      headers: who ? await stepUpHeaders(database.db(), who) : {},
      body,
    });
  const auditOf = (action: string, customerId: number) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(customerId))));

  it('support exports a customer’s data, audited; fulfilment and customers may not', async () => {
    const db = database.db();
    const { customer, token } = await createSignedInCustomer(db);
    const support = await createStaff(db, { role: 'support' });
    const packer = await createStaff(db, { role: 'fulfilment' });

    const exported = await exportOf(customer.id, support.token);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(exported.json).toMatchObject({ profile: { id: customer.id, email: customer.email } });
    const audit = await auditOf('customer.data_export', customer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.staffId).toBe(support.id);

    expect((await exportOf(customer.id, packer.token)).status).toBe(403);
    expect((await exportOf(customer.id, token)).status).toBe(403);
    expect((await exportOf(customer.id)).status).toBe(401);
    expect((await exportOf(999_999, support.token)).status).toBe(404);
  });

  it('support deletes an account with the audit row; the order stays in the console nameless', async () => {
    const db = database.db();
    const { customer, pet } = await createSubscribedCustomer(db);
    const order = await createBoxOnItsWay(db, customer.id, pet.id, '2026-12-01');
    // Shipped already: no choice to make for it (deletion-pending-boxes.test.ts: one not shipped).
    await db.insert(shipments).values({ orderId: order.id, petId: pet.id, status: 'shipped' });
    const declined = await createBoxOnItsWay(db, customer.id, pet.id, '2026-12-15');
    await db
      .update(orders)
      .set({ status: 'payment_failed', retryAt: new Date('2026-12-10T17:00:00Z') })
      .where(eq(orders.id, declined.id));
    const support = await createStaff(db, { role: 'support' });
    const packer = await createStaff(db, { role: 'fulfilment' });
    const confirm = { confirm_email: customer.email };

    expect((await deleteOf(customer.id, packer, confirm)).status).toBe(403);
    const mismatch = await deleteOf(customer.id, support, { confirm_email: 'x@y.test' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toHaveProperty('confirm_email');
    expect(await auditOf('customer.delete_account', customer.id)).toEqual([]);

    const deleted = await deleteOf(customer.id, support, confirm);
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: true, plans_cancelled: 1 });
    const audit = await auditOf('customer.delete_account', customer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: support.id, targetType: 'customer' });
    expect(JSON.stringify(audit[0]!.after)).not.toContain(customer.email);

    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    expect(plan!.status).toBe('cancelled');
    const [kept] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept!.totalCents).toBe(order.totalCents);
    expect(kept!.shippingAddress).toMatchObject({
      first_name: '',
      last_name: '',
      address1: '',
      phone: '',
      state: SHIPPING.state,
    });
    // A declined renewal is not retried against the deleted account.
    const [stopped] = await db.select().from(orders).where(eq(orders.id, declined.id));
    expect(stopped!.retryAt).toBeNull();
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row!.email).toBe(`deleted-${customer.id}@invalid`);
    // The console says so, not "active".
    const page = await careCall<{ profile: { status: string } }>({
      url: `/api/admin/customers/${customer.id}/`,
      params: { customerId: String(customer.id) },
      token: support.token,
    });
    expect(page.json.profile.status).toBe('deleted');

    // Already deleted: there is no account left to delete.
    const again = await deleteOf(customer.id, support, { confirm_email: row!.email });
    expect(again.status).toBe(404);
  });

  it('an owner may do both', async () => {
    const db = database.db();
    const { customer } = await createSignedInCustomer(db);
    const owner = await createStaff(db, { role: 'owner' });
    expect((await exportOf(customer.id, owner.token)).status).toBe(200);
    const deleted = await deleteOf(customer.id, owner, { confirm_email: customer.email });
    expect(deleted.status).toBe(200);
  });
});
