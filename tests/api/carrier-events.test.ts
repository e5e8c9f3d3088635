import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import carrierRoute from '@/pages/api/v3/webhooks/carriers';
import advanceRoute from '@/server/e2e/routes/carrier-advance';
import ordersRoute from '@/pages/api/v3/customers/[id]/orders/index';
import { resetServerEnvForTests } from '@/env/server';
import { outboxEmails, shipments } from '@/server/db/schema';
import { signCarrierWebhook } from '@/server/carriers';
import { addDays, shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';
import { createSubscribedCustomer, createBoxOnItsWay } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';
import { useTestDatabase } from '../helpers/test-db';

atShopDate(AWKWARD_DAYS.wednesday);

const SECRET = 'carrier-webhook-secret-for-tests-0123456789';

interface Outcomes {
  received: number;
  results: { id: string; outcome: string }[];
  code?: string;
}

interface OrderList {
  results?: unknown;
}

describe('carrier events (webhook and the offline carrier’s test mode)', () => {
  const database = useTestDatabase({ seed: true });
  const webhook = useRoute(carrierRoute);
  const advance = useRoute(advanceRoute);
  const ordersCall = useRoute(ordersRoute);
  beforeAll(() => {
    process.env.CARRIER_WEBHOOK_SECRET = SECRET;
    resetServerEnvForTests();
  });
  afterAll(() => {
    delete process.env.CARRIER_WEBHOOK_SECRET;
    resetServerEnvForTests();
  });

  const send = (body: string, signature?: string) =>
    webhook<Outcomes & Record<string, unknown>>({
      method: 'POST',
      url: '/api/v3/webhooks/carriers/',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'carrier-signature': signature } : {}),
      },
      body,
    });
  const signed = (events: unknown[]) => {
    const body = JSON.stringify({ events });
    return send(body, signCarrierWebhook(body, SECRET));
  };
  const event = (id: string, trackingNumber: string, status: string, minutes: number) => ({
    id,
    carrier: 'ups',
    tracking_number: trackingNumber,
    status,
    occurred_at: new Date(clockNow().getTime() + minutes * 60_000).toISOString(),
  });

  let parcelCount = 0;
  /** A paid box arriving today, shipped with UPS under a tracking number of its own. */
  async function shippedBox(sharedNumber?: string) {
    const db = database.db();
    const subscribed = await createSubscribedCustomer(db);
    const order = await createBoxOnItsWay(
      db,
      subscribed.customer.id,
      subscribed.pet.id,
      shopToday(clockNow()),
    );
    parcelCount += 1;
    const trackingNumber = sharedNumber ?? `1Z999AA1012345678${parcelCount}`;
    await db.insert(shipments).values({
      orderId: order.id,
      petId: subscribed.pet.id,
      status: 'shipped',
      carrier: 'ups',
      trackingNumber,
      trackingUrl: `https://www.ups.com/track?tracknum=${trackingNumber}`,
      shippedAt: clockNow(),
    });
    return { ...subscribed, order, trackingNumber };
  }
  const ordersOf = (customerId: number, token: string) =>
    ordersCall<OrderList & Record<string, unknown>>({
      method: 'GET',
      url: `/api/v3/customers/${customerId}/orders/`,
      params: { id: String(customerId) },
      token,
    });
  async function shipmentOf(customerId: number, token: string) {
    const answer = await ordersOf(customerId, token);
    expect(answer.status).toBe(200);
    const list = (Array.isArray(answer.json) ? answer.json : answer.json.results) as Array<{
      report_opens_on: string;
      shipments: Array<Record<string, unknown>>;
    }>;
    return { order: list[0]!, shipment: list[0]!.shipments[0]! };
  }
  const deliveredEmails = (to: string) =>
    database
      .db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, 'delivered')));

  it('moves a box along once per event, never backwards, with one delivered email', async () => {
    const { customer, token, order, trackingNumber } = await shippedBox();
    const before = await shipmentOf(customer.id, token);
    expect(before.shipment).toMatchObject({ status: 'shipped', tracking_status: 'shipped' });
    expect(before.order.report_opens_on).toBe(addDays(order.deliveryDate, 2));

    const out = event('evt_1', trackingNumber, 'out_for_delivery', 60);
    expect((await signed([out])).json.results).toEqual([{ id: 'evt_1', outcome: 'applied' }]);
    expect((await shipmentOf(customer.id, token)).shipment).toMatchObject({
      tracking_status: 'out_for_delivery',
      out_for_delivery_at: out.occurred_at,
      delivered_at: null,
    });

    const delivered = event('evt_2', trackingNumber, 'delivered', 120);
    // Sent twice in one delivery and again later: applied once.
    expect((await signed([delivered, delivered])).json.results).toEqual([
      { id: 'evt_2', outcome: 'applied' },
      { id: 'evt_2', outcome: 'duplicate' },
    ]);
    expect((await signed([delivered])).json.results[0]!.outcome).toBe('duplicate');
    // A late "out for delivery" under a new id does not undo the delivery.
    const late = await signed([event('evt_3', trackingNumber, 'out_for_delivery', 90)]);
    expect(late.json.results[0]!.outcome).toBe('ignored');

    const after = await shipmentOf(customer.id, token);
    expect(after.shipment).toMatchObject({
      tracking_status: 'delivered',
      delivered_at: delivered.occurred_at,
      arrived_on: shopToday(clockNow()),
    });
    // Delivered today: "Report a problem" opens today rather than in two days.
    expect(after.order.report_opens_on).toBe(shopToday(clockNow()));
    const emails = await deliveredEmails(customer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain('box has arrived');
  });

  it('answers events for parcels it does not know without changing anything', async () => {
    const answer = await signed([event('evt_unknown', '1Z999AA10000000000', 'delivered', 0)]);
    expect(answer.status).toBe(200);
    expect(answer.json.results).toEqual([{ id: 'evt_unknown', outcome: 'unknown_parcel' }]);
  });

  it('refuses unsigned, forged, stale and malformed deliveries', async () => {
    const body = JSON.stringify({ events: [event('evt_x', '1Z999AA10000000001', 'delivered', 0)] });
    expect((await send(body)).status).toBe(401);
    expect(
      (await send(body, signCarrierWebhook(body, 'another-secret-of-enough-length-00'))).status,
    ).toBe(401);
    const old = Math.floor(clockNow().getTime() / 1000) - 3600;
    expect((await send(body, signCarrierWebhook(body, SECRET, old))).status).toBe(401);
    expect((await send(body, 't=1,v1=')).status).toBe(401);

    const notJson = '{"events": [';
    expect((await send(notJson, signCarrierWebhook(notJson, SECRET))).status).toBe(400);
    const badStatus = await signed([{ ...event('evt_y', '1Z1', 'lost', 0) }]);
    expect(badStatus.status).toBe(400);
    expect(JSON.stringify(badStatus.json)).toContain('status');
    expect((await signed([])).status).toBe(400);
    const extra = await signed([{ ...event('evt_z', '1Z2', 'delivered', 0), price: 1 }]);
    expect(extra.status).toBe(400);
    const get = await webhook({ method: 'GET', url: '/api/v3/webhooks/carriers/' });
    expect(get.status).toBe(405);
  });

  it('is not there without a secret', async () => {
    delete process.env.CARRIER_WEBHOOK_SECRET;
    resetServerEnvForTests();
    try {
      const body = JSON.stringify({ events: [] });
      expect((await send(body, signCarrierWebhook(body, SECRET))).status).toBe(404);
    } finally {
      process.env.CARRIER_WEBHOOK_SECRET = SECRET;
      resetServerEnvForTests();
    }
  });

  it('test mode: moves an order’s shipped boxes along through the same ingestion', async () => {
    const { customer, token, order, trackingNumber } = await shippedBox();
    // Test data reuses tracking numbers: another order's box with the same one stays put.
    const neighbour = await shippedBox(trackingNumber);
    const move = (body: unknown) =>
      advance<Record<string, unknown>>({ method: 'POST', url: '/api/e2e/carrier-advance/', body });
    expect((await move({ order_id: order.id, status: 'lost' })).status).toBe(400);
    expect((await move({ order_id: 'x', status: 'delivered' })).status).toBe(400);

    const out = await move({ order_id: order.id, status: 'out_for_delivery' });
    expect(out.status).toBe(200);
    expect(out.json).toEqual({ parcels: 1, outcomes: ['applied'] });
    expect((await shipmentOf(customer.id, token)).shipment.tracking_status).toBe(
      'out_for_delivery',
    );
    const delivered = await move({ order_id: order.id, status: 'delivered' });
    expect(delivered.json).toEqual({ parcels: 1, outcomes: ['duplicate', 'applied'] });
    expect((await move({ order_id: order.id, status: 'delivered' })).json).toEqual({
      parcels: 1,
      outcomes: ['duplicate', 'duplicate'],
    });
    expect((await shipmentOf(customer.id, token)).shipment.tracking_status).toBe('delivered');
    expect(await deliveredEmails(customer.email)).toHaveLength(1);
    const untouched = await shipmentOf(neighbour.customer.id, neighbour.token);
    expect(untouched.shipment.tracking_status).toBe('shipped');

    // Someone else's token sees nothing of it.
    const other = await shippedBox();
    expect((await ordersOf(customer.id, other.token)).status).toBe(403);
  });
});
