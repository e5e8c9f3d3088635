import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import creditRoute from '@/pages/api/admin/customers/[customerId]/credit';
import limitsRoute from '@/pages/api/admin/credit-limits';
import { auditLog, creditEntries } from '@/server/db/schema';
import { createCustomer } from '../../factories/customers';
import { useRoute } from '../../helpers/call-route';
import { createStaff, useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

/**
 * Issue 32 item 22: account credit is money, so it is given in whole cents only and within
 * daily limits per customer and per agent that an owner sets (audited). The limits hold under
 * concurrent grants.
 */
describe('credit grants: whole cents, daily limits per customer and per agent', () => {
  const database = useTestDatabase({ seed: true });
  const credit = useRoute(creditRoute);
  const limits = useRoute(limitsRoute);
  const { owner, support } = useStaffRoles(database);
  // Each grant is a form of its own: a key of its own.
  let grants = 0;
  const grant = (customerId: number, amount: unknown, agent = support) =>
    credit({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/credit/`,
      params: { customerId: String(customerId) },
      body: {
        idempotency_key: `limits-grant-${(grants += 1)}`,
        amount,
        reason: 'Box arrived late',
      },
      token: agent.token,
    });
  const setLimits = (body: unknown, token = owner.token) =>
    limits({ method: 'PUT', url: '/api/admin/credit-limits/', body, token });

  it('takes integers in cents only', async () => {
    const customer = await createCustomer(database.db());
    for (const amount of ['1e3', '1000', 12.5, 1e-3, true, '']) {
      const refused = await grant(customer.id, amount);
      expect({ amount, status: refused.status }).toEqual({ amount, status: 400 });
      expect(refused.json).toHaveProperty('amount');
    }
    expect((await grant(customer.id, 1000)).status).toBe(201);
  });

  it('lets owners read and set the limits (audited), support read them only', async () => {
    const read = await limits({ url: '/api/admin/credit-limits/', token: support.token });
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      per_customer_daily: expect.any(Number),
      per_agent_daily: expect.any(Number),
    });
    expect(
      (await setLimits({ per_customer_daily: 1, per_agent_daily: 1 }, support.token)).status,
    ).toBe(403);
    for (const bad of [
      { per_customer_daily: '1e3', per_agent_daily: 50_000 },
      { per_customer_daily: 100.5, per_agent_daily: 50_000 },
      { per_customer_daily: -1, per_agent_daily: 50_000 },
      { per_customer_daily: 30_000 },
    ])
      expect((await setLimits(bad)).status).toBe(400);
    const set = await setLimits({ per_customer_daily: 30_000, per_agent_daily: 50_000 });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({
      per_customer_daily: 30_000,
      per_agent_daily: 50_000,
      updated_by: owner.id,
    });
    const [audit] = await database
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'credit.limits'), eq(auditLog.staffId, owner.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      after: expect.objectContaining({ per_customer_daily: 30_000, per_agent_daily: 50_000 }),
    });
  });

  it('holds the per-customer limit under 20 concurrent $200 grants', async () => {
    await setLimits({ per_customer_daily: 30_000, per_agent_daily: 10_000_000 });
    const customer = await createCustomer(database.db());
    const answers = await Promise.all(Array.from({ length: 20 }, () => grant(customer.id, 20_000)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 422, json: { code: 'credit_limit_reached' } });
    expect(refused[0]!.json.detail).toContain('$100.00');
    // What is left of the day's limit can still be given.
    expect((await grant(customer.id, 10_000)).status).toBe(201);
    expect((await grant(customer.id, 1)).status).toBe(422);
  });

  it('holds the per-agent limit under 20 concurrent $200 grants to different customers', async () => {
    const agent = await createStaff(database.db(), { role: 'support' });
    await setLimits({ per_customer_daily: 20_000, per_agent_daily: 50_000 });
    const customers = await Promise.all(
      Array.from({ length: 20 }, () => createCustomer(database.db())),
    );
    const answers = await Promise.all(
      customers.map((customer) => grant(customer.id, 20_000, agent)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(18);
    const given = await database
      .db()
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.staffId, agent.id));
    expect(given.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(40_000);
    // Another agent has a day of their own.
    const fresh = await createCustomer(database.db());
    expect((await grant(fresh.id, 20_000, owner)).status).toBe(201);
  });

  it('grants once for a form submitted twice, and answers the replay with the first result', async () => {
    const db = database.db();
    await setLimits({ per_customer_daily: 30_000, per_agent_daily: 10_000_000 });
    const customer = await createCustomer(db);
    const submit = (body: Record<string, unknown>) =>
      credit({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/credit/`,
        params: { customerId: String(customer.id) },
        body: { idempotency_key: 'one-credit-form', reason: 'Box arrived late', ...body },
        token: support.token,
      });
    // A double click: both requests at once, well within the day's limit.
    const [first, second] = await Promise.all([submit({ amount: 5000 }), submit({ amount: 5000 })]);
    expect(first!.status).toBe(201);
    expect(second!.status).toBe(201);
    expect(second!.json).toEqual(first!.json);
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.customerId, customer.id));
    expect(entries.map((entry) => entry.amountCents)).toEqual([5000]);
    // Later, once more: the same answer (the balance as that grant left it), nothing granted.
    expect((await submit({ amount: 5000 })).json).toEqual(first!.json);
    // The key of that form with another amount is not a replay: refused, nothing granted.
    const other = await submit({ amount: 7000 });
    expect(other).toMatchObject({ status: 409, json: { code: 'idempotency_key_reused' } });
    const audits = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'customer.credit'), eq(auditLog.targetId, String(customer.id))),
      );
    expect(audits).toHaveLength(1);
    // Without a key, the request is refused on the field.
    const keyless = await credit({
      method: 'POST',
      url: `/api/admin/customers/${customer.id}/credit/`,
      params: { customerId: String(customer.id) },
      body: { amount: 5000, reason: 'Box arrived late' },
      token: support.token,
    });
    expect(keyless.status).toBe(400);
    expect(keyless.json).toHaveProperty('idempotency_key');
  });
});
