import { describe, expect, it } from 'vitest';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import { orders } from '@/server/db/schema';
import { grantCredit, spendCredit } from '@/server/services/credit/credit-ledger';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';
import { SHIPPING } from '../helpers/checkout-fixtures';

describe('account credit on the customer read', () => {
  const database = useTestDatabase({ seed: true });
  const customerRoute$ = useRoute(customerRoute);
  const read = (id: number, token?: string, include = 'credit') =>
    customerRoute$<Record<string, unknown>>({
      url: `/api/v3/customers/${id}/?include=${include}`,
      params: { id: String(id) },
      token,
    });

  it('gives the owner their balance and latest entries, newest first, without staff ids', async () => {
    const db = database.db();
    const { customer, token } = await createSubscribedCustomer(db);
    const staff = await createStaff(db, { role: 'support' });
    await grantCredit(db, {
      customerId: customer.id,
      amountCents: 1500,
      reason: 'Box arrived late',
      staffId: staff.id,
    });
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer.id,
        kind: 'renewal',
        status: 'paid',
        subtotalCents: 500,
        totalCents: 500,
        shippingAddress: SHIPPING,
        deliveryDate: '2026-12-01',
      })
      .returning();
    expect(await spendCredit(db, customer.id, 400, order!.id)).toBe(true);
    const response = await read(customer.id, token);
    expect(response.status).toBe(200);
    expect(response.json.credit).toEqual({
      balance: 1100,
      recent: [
        {
          id: expect.any(Number),
          kind: 'debit',
          amount: -400,
          reason: '',
          order_id: order!.id,
          created_at: expect.any(String),
        },
        {
          id: expect.any(Number),
          kind: 'grant',
          amount: 1500,
          reason: 'Box arrived late',
          order_id: null,
          created_at: expect.any(String),
        },
      ],
    });
    expect(JSON.stringify(response.json)).not.toContain('staff');
    // Not asked for, not sent.
    expect((await read(customer.id, token, 'is_sms')).json.credit).toBeUndefined();
  });

  it('shows a new account a zero balance and no entries', async () => {
    const { customer, token } = await createSubscribedCustomer(database.db());
    expect((await read(customer.id, token)).json.credit).toEqual({ balance: 0, recent: [] });
  });

  it('refuses another customer (403) and no token (401)', async () => {
    const db = database.db();
    const [mine, theirs] = await Promise.all([
      createSubscribedCustomer(db),
      createSubscribedCustomer(db),
    ]);
    const foreign = await read(theirs.customer.id, mine.token);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.json)).not.toContain('balance');
    expect((await read(mine.customer.id)).status).toBe(401);
  });
});
