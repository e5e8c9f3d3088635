import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import exportRoute from '@/pages/api/admin/exports/[kind]';
import { auditLog, claims, customers, refunds } from '@/server/db/schema';
import { EXPORT_COLUMNS } from '@/domain/csv-export';
import { createSignedInCustomer } from '../../factories/customers';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, stepUpHeaders, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('CSV exports (admin API)', () => {
  const database = useTestDatabase();
  const exporter = useRoute(exportRoute);
  let support: CreatedStaff;
  let owner: CreatedStaff;
  let fulfilment: CreatedStaff;
  let fixture: { customerId: number; subscriptionId: number; orderId: number };
  beforeAll(async () => {
    const db = database.db();
    [support, owner, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    const { customer, pet, subscription } = await createSubscribedCustomer(db, {
      nextDeliveryDate: '2032-05-11',
    });
    // A name a spreadsheet would run as a formula.
    await db
      .update(customers)
      .set({ firstName: '=HYPERLINK("http://evil")', lastName: 'Smith' })
      .where(eq(customers.id, customer.id));
    const order = await createBoxOnItsWay(db, customer.id, pet.id, '2032-05-11');
    await db.insert(refunds).values({
      orderId: order.id,
      staffId: support.id,
      amountCents: 1250,
      reason: 'Late, sorry',
      status: 'succeeded',
      destination: 'credit',
      idempotencyKey: `export-test-${order.id}`,
    });
    await db.insert(claims).values({
      customerId: customer.id,
      orderId: order.id,
      problem: 'warm',
      remedy: 'credit',
      status: 'approved',
      note: '-thawed',
      amountCents: 3000,
    });
    fixture = { customerId: customer.id, subscriptionId: subscription.id, orderId: order.id };
  });
  /** An export as `who` asks for it: staff give a fresh authenticator code, as the console does. */
  const get = async (who: CreatedStaff | { token: string } | undefined, kind: string, query = '') =>
    exporter({
      url: `/api/admin/exports/${kind}/${query}`,
      params: { kind },
      token: who?.token,
      headers: who && 'totpSecret' in who ? await stepUpHeaders(database.db(), who) : {},
    });
  const rowsOf = (text: string) =>
    text
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line);

  it('exports the filtered subscriptions as formula-safe CSV, audited with the filters', async () => {
    const response = await get(
      support,
      'subscriptions',
      '?next_from=2032-05-11&next_to=2032-05-11',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(
      /attachment; filename="subscriptions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = rowsOf(response.text);
    expect(lines[0]).toBe(EXPORT_COLUMNS.subscriptions.join(','));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${fixture.subscriptionId},${fixture.customerId},`));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Smith"`);
    const [audit] = await database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, support.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      action: 'subscriptions.export',
      targetType: 'export',
      targetId: 'subscriptions',
      after: { filters: { next_from: '2032-05-11', next_to: '2032-05-11' } },
    });
  });

  it('exports customers, orders, refunds and claims with their columns', async () => {
    const customersCsv = rowsOf((await get(owner, 'customers', '?next_from=2032-05-11')).text);
    expect(customersCsv.slice(1).map((line) => line.split(',')[0])).toEqual([
      String(fixture.customerId),
    ]);
    const ordersCsv = rowsOf((await get(owner, 'orders', '?next_from=2032-05-11')).text);
    expect(ordersCsv[0]).toBe(EXPORT_COLUMNS.orders.join(','));
    expect(ordersCsv.slice(1)).toEqual([expect.stringMatching(new RegExp(`^${fixture.orderId},`))]);
    const refundsCsv = rowsOf((await get(owner, 'refunds', '?status=succeeded')).text);
    expect(refundsCsv.some((line) => line.includes(',1250,credit,succeeded,"Late, sorry",'))).toBe(
      true,
    );
    const claimsCsv = rowsOf((await get(owner, 'claims')).text);
    expect(claimsCsv.some((line) => line.includes(",warm,credit,approved,3000,'-thawed,"))).toBe(
      true,
    );
    const actions = await database
      .db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.staffId, owner.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'customers.export',
        'orders.export',
        'refunds.export',
        'claims.export',
      ]),
    );
  });

  it.each([
    ['subscriptions', '?status=gone', 'status'],
    ['customers', '?next_from=tomorrow', 'next_from'],
    ['orders', '?status=lost', 'status'],
    ['refunds', '?status=maybe', 'status'],
    ['claims', '?status=x&status=y', 'status'],
  ])('answers 400 for %s%s', async (kind, query, field) => {
    const response = await get(support, kind, query);
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty(field);
  });

  it('answers 404 for an unknown export', async () => {
    expect((await get(support, 'cards')).status).toBe(404);
  });

  it('refuses no token (401), fulfilment and customers (403), with no audit row', async () => {
    expect((await get(undefined, 'customers')).status).toBe(401);
    expect((await get(fulfilment, 'customers')).status).toBe(403);
    expect((await get(fulfilment, 'orders')).status).toBe(403);
    const shopper = await createSignedInCustomer(database.db());
    expect((await get(shopper, 'claims')).status).toBe(403);
    const rows = await database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, fulfilment.id));
    expect(rows).toEqual([]);
  });
});
