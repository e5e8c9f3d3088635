import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import customerListRoute from '@/pages/api/admin/customers/list';
import subscriptionListRoute from '@/pages/api/admin/subscriptions/index';
import { auditLog, customers, pets, subscriptions } from '@/server/db/schema';
import type { CustomerListRow, ListPage, SubscriptionListRow } from '@/contracts/admin/lists';
import { planSku } from '@/domain/plan-sku';
import { createSignedInCustomer } from '../../factories/customers';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

describe('customer and subscription lists (admin API)', () => {
  const database = useTestDatabase();
  const customerList = useRoute(customerListRoute);
  const subscriptionList = useRoute(subscriptionListRoute);
  let support: CreatedStaff;
  let fulfilment: CreatedStaff;
  let ids: { zed: number; ann: number; leadOnly: number };
  let subs: { zed: number; ann: number };
  beforeAll(async () => {
    const db = database.db();
    [support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    const zed = await createSubscribedCustomer(db, { nextDeliveryDate: '2031-03-04', state: 'WA' });
    await db
      .update(customers)
      .set({ firstName: 'Zedekiah', lastName: 'Quorn', email: 'zq@example.test' })
      .where(eq(customers.id, zed.customer.id));
    await db.update(pets).set({ name: 'Marmalade' }).where(eq(pets.id, zed.pet.id));
    const ann = await createSubscribedCustomer(db, { nextDeliveryDate: '2031-03-18' });
    await db
      .update(subscriptions)
      .set({ sku: planSku('DY', 900), status: 'paused' })
      .where(eq(subscriptions.id, ann.subscription.id));
    const lead = await createSignedInCustomer(db);
    ids = { zed: zed.customer.id, ann: ann.customer.id, leadOnly: lead.customer.id };
    subs = { zed: zed.subscription.id, ann: ann.subscription.id };
  });
  const getSubs = (token: string | undefined, query: string) =>
    subscriptionList<ListPage<SubscriptionListRow> & Record<string, string[]>>({
      url: `/api/admin/subscriptions/${query}`,
      token,
    });
  const getCustomers = (token: string | undefined, query: string) =>
    customerList<ListPage<CustomerListRow>>({ url: `/api/admin/customers/list/${query}`, token });
  const subIds = async (query: string) =>
    (await getSubs(support.token, query)).json.results.map((row) => row.id);

  it('filters plans by next delivery, status, plan type and state', async () => {
    expect(await subIds('?next_from=2031-03-01&next_to=2031-03-10')).toEqual([subs.zed]);
    expect(await subIds('?next_from=2031-03-01&status=paused')).toEqual([subs.ann]);
    expect(await subIds('?next_from=2031-03-01&plan=DY')).toEqual([subs.ann]);
    expect(await subIds('?next_from=2031-03-01&plan=FR')).toEqual([subs.zed]);
    expect(await subIds('?next_from=2031-03-01&state=wa')).toEqual([subs.zed]);
    expect(await subIds('?next_from=2031-03-01&plan=MX')).toEqual([]);
  });

  it('searches inside names and emails and by pup name', async () => {
    expect(await subIds('?q=dekia')).toEqual([subs.zed]);
    expect(await subIds('?q=ZQ@EXAMPLE')).toEqual([subs.zed]);
    expect(await subIds('?q=malad')).toEqual([subs.zed]);
    expect(await subIds('?q=%25')).toEqual([]);
    const response = await getCustomers(support.token, '?q=marmalade');
    expect(response.json.results).toEqual([
      expect.objectContaining({ id: ids.zed, pups: ['Marmalade'], state: 'WA' }),
    ]);
  });

  it('filters customers by status and by their plans, page by page', async () => {
    const leads = await getCustomers(support.token, '?status=lead&limit=100');
    expect(leads.json.results.map((row) => row.id)).toContain(ids.leadOnly);
    expect(leads.json.results.map((row) => row.id)).not.toContain(ids.zed);
    const planned = await getCustomers(support.token, '?next_from=2031-03-01&plan=DY');
    expect(planned.json.results.map((row) => row.id)).toEqual([ids.ann]);
    const first = await getSubs(support.token, '?next_from=2031-03-01&limit=1');
    expect(first.json.results.map((row) => row.id)).toEqual([subs.zed]);
    expect(first.json.next_after).toBe(subs.zed);
    const second = await getSubs(support.token, `?next_from=2031-03-01&limit=1&after=${subs.zed}`);
    expect(second.json.results.map((row) => row.id)).toEqual([subs.ann]);
    expect(second.json.next_after).toBeNull();
  });

  it('writes who listed what to the audit log', async () => {
    await getSubs(support.token, '?next_from=2031-03-01&next_to=2031-03-10');
    const [row] = await database
      .db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.staffId, support.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      action: 'subscriptions.list',
      after: {
        filters: { next_from: '2031-03-01', next_to: '2031-03-10' },
        ids: [subs.zed],
      },
    });
  });

  it.each([
    ['?status=gone', 'status'],
    ['?plan=XL', 'plan'],
    ['?next_from=2031-02-30', 'next_from'],
    ['?next_from=2031-03-10&next_to=2031-03-01', 'next_to'],
    ['?state=Washington', 'state'],
    ['?limit=500', 'limit'],
    ['?after=x', 'after'],
    ['?status=active&status=paused', 'status'],
  ])('answers 400 for %s', async (query, field) => {
    const response = await getSubs(support.token, query);
    expect(response.status).toBe(400);
    expect(response.json).toHaveProperty(field);
  });

  it('refuses no token (401), fulfilment and customers (403)', async () => {
    expect((await getSubs(undefined, '')).status).toBe(401);
    expect((await getSubs(fulfilment.token, '')).status).toBe(403);
    expect((await getCustomers(fulfilment.token, '')).status).toBe(403);
    const shopper = await createSignedInCustomer(database.db());
    expect((await getCustomers(shopper.token, '')).status).toBe(403);
  });

  it('lists no next delivery for a cancelled plan, nor finds it by one', async () => {
    const db = database.db();
    const gone = await createSubscribedCustomer(db, { nextDeliveryDate: '2031-03-05' });
    await db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, gone.subscription.id));
    expect(await subIds('?next_from=2031-03-01&next_to=2031-03-10')).toEqual([subs.zed]);
    const listed = await getSubs(support.token, '?status=cancelled');
    expect(listed.json.results).toEqual([
      expect.objectContaining({ id: gone.subscription.id, next_delivery_date: null }),
    ]);
  });
});
