import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import addonsRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons';
import quoteRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/addons/quote';
import { subscriptions } from '@/server/db/schema';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

interface Plan {
  addons: Array<{ sku: string; quantity: number; in_next_box: boolean }>;
  next_box: { subtotal: number; tax: number; total: number; lines: Array<{ sku: string }> };
}

describe('quoting extras before they are saved', () => {
  const database = useTestDatabase({ seed: true });
  const callQuote = useRoute(quoteRoute);
  const callAddons = useRoute(addonsRoute);
  const url = (id: number, tail: string) => `/api/v3/subscriptions/${id}/${tail}`;
  const quote = (id: number, token: string | undefined, body: unknown) =>
    callQuote<Plan>({
      method: 'POST',
      url: url(id, 'addons/quote/'),
      params: { subscriptionId: String(id) },
      token,
      body,
    });

  it('prices the next box with the extras as saving would, and saves nothing', async () => {
    const { token, subscription } = await createSubscribedCustomer(database.db(), { state: 'CA' });
    const body = { addons: [{ sku: 'ZOOMIES01', quantity: 2, frequency: 2 }] };
    const quoted = await quote(subscription.id, token, body);
    expect(quoted.status).toBe(200);
    expect(quoted.json.next_box.lines.map((line) => line.sku)).toContain('ZOOMIES01');
    const [row] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.addons).toEqual([]);
    const saved = await callAddons<Plan>({
      method: 'PUT',
      url: url(subscription.id, 'addons/'),
      params: { subscriptionId: String(subscription.id) },
      token,
      body,
    });
    expect(saved.json.next_box).toEqual(quoted.json.next_box);
  });

  it('answers 400 for an unknown extra, 401 without a token, 404 for another’s plan', async () => {
    const owner = await createSubscribedCustomer(database.db());
    const other = await createSubscribedCustomer(database.db());
    const id = owner.subscription.id;
    const unknown = await quote(id, owner.token, { addons: [{ sku: 'NOT-A-THING' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toHaveProperty(['addons[0].sku']);
    expect((await quote(id, owner.token, {})).status).toBe(400);
    expect((await quote(id, undefined, { addons: [] })).status).toBe(401);
    expect((await quote(id, other.token, { addons: [] })).status).toBe(404);
  });
});
