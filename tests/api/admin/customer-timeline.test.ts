import { beforeAll, describe, expect, it } from 'vitest';
import customerListRoute from '@/pages/api/admin/customers/list';
import timelineRoute from '@/pages/api/admin/customers/[customerId]/timeline';
import type { CustomerListRow, ListPage } from '@/contracts/admin/lists';
import type { TimelinePage } from '@/contracts/admin/timeline';
import { refunds } from '@/server/db/schema';
import { addNote } from '@/server/services/care/account-actions';
import { actOnSubscription } from '@/server/services/care/subscription-actions';
import { cancelSubscription } from '@/server/services/subscriptions/schedule-service';
import { createBoxOnItsWay, createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const evidence = { ip_address: '127.0.0.1', user_agent: 'test', accepted_at: '' };

describe('one customer timeline, and order count and lifetime value in the list', () => {
  const database = useTestDatabase({ seed: true });
  const timeline = useRoute(timelineRoute);
  const customerList = useRoute(customerListRoute);
  let support: CreatedStaff;
  let fulfilment: CreatedStaff;
  let plan: Awaited<ReturnType<typeof createSubscribedCustomer>>;
  let other: Awaited<ReturnType<typeof createSubscribedCustomer>>;

  beforeAll(async () => {
    const db = database.db();
    [support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    [plan, other] = await Promise.all([createSubscribedCustomer(db), createSubscribedCustomer(db)]);
    const order = await createBoxOnItsWay(db, plan.customer.id, plan.pet.id, '2031-03-04');
    await createBoxOnItsWay(db, plan.customer.id, plan.pet.id, '2031-03-18');
    await createBoxOnItsWay(db, other.customer.id, other.pet.id, '2031-03-04');
    await db.insert(refunds).values({
      orderId: order.id,
      staffId: support.id,
      amountCents: 2500,
      reason: 'Late box',
      status: 'succeeded',
      idempotencyKey: 'timeline-refund-1',
    });
    await addNote(db, support.id, plan.customer.id, 'Prefers email.');
    await actOnSubscription(
      db,
      support.id,
      plan.customer.id,
      plan.subscription.id,
      'skip',
      {},
      evidence as never,
    );
    await cancelSubscription(db, plan.customer.id, plan.subscription.id, {
      reason: 'Too expensive',
    });
  });

  const read = (query = '', token = support.token, customerId = plan.customer.id) =>
    timeline<TimelinePage & Record<string, unknown>>({
      url: `/api/admin/customers/${customerId}/timeline/${query}`,
      params: { customerId: String(customerId) },
      token,
    });

  it('puts orders, refunds, emails, plan changes and notes in one feed, newest first', async () => {
    const answer = await read();
    expect(answer.status).toBe(200);
    const { events } = answer.json;
    expect(new Set(events.map((event) => event.kind))).toEqual(
      new Set(['order', 'refund', 'email', 'plan_change', 'note']),
    );
    expect(events.filter((event) => event.kind === 'order')).toHaveLength(2);
    expect(events.find((event) => event.kind === 'refund')).toMatchObject({ amount_cents: 2500 });
    expect(events.map((event) => event.title)).toEqual(
      expect.arrayContaining([
        'subscription.skip (plan #' + plan.subscription.id + ')',
        `Plan #${plan.subscription.id} cancelled by the customer`,
      ]),
    );
    const order = events.map((event) => [event.at, event.key].join(' '));
    expect(order).toEqual([...order].sort().reverse());
    // Another customer's order is not in this feed.
    expect(events.filter((event) => event.kind === 'order').length).toBe(2);
    expect(answer.json.next_before).toBeNull();
  });

  it('pages on from a cursor without repeating an event', async () => {
    const all = (await read()).json.events;
    const cursor = `${all[1]!.at}|${all[1]!.key}`;
    const rest = await read(`?before=${encodeURIComponent(cursor)}`);
    expect(rest.status).toBe(200);
    expect(rest.json.events.map((event) => event.key)).toEqual(all.slice(2).map((e) => e.key));
  });

  it('refuses a bad cursor (400), fulfilment (403) and an unknown customer (404)', async () => {
    expect((await read('?before=yesterday')).status).toBe(400);
    expect((await read('', fulfilment.token)).status).toBe(403);
    expect((await read('', plan.token)).status).toBe(403);
    expect((await read('', support.token, 987654)).status).toBe(404);
  });

  it('lists each customer with paid orders counted and lifetime value less refunds', async () => {
    const answer = await customerList<ListPage<CustomerListRow>>({
      url: '/api/admin/customers/list/',
      token: support.token,
    });
    const rows = new Map(answer.json.results.map((row) => [row.id, row]));
    expect(rows.get(plan.customer.id)).toMatchObject({
      order_count: 2,
      lifetime_value_cents: 17500,
    });
    expect(rows.get(other.customer.id)).toMatchObject({
      order_count: 1,
      lifetime_value_cents: 10000,
    });
  });
});
