import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import claimRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]/claims/index';
import quoteRoute from '@/pages/api/v3/customers/[id]/orders/[orderId]/claims/quote';
import listRoute from '@/pages/api/v3/customers/[id]/claims/index';
import photoRoute from '@/pages/api/v3/customers/[id]/claims/[claimId]/photo';
import { resetServerEnvForTests } from '@/env/server';
import {
  claims,
  creditEntries,
  customers,
  orderItems,
  orders,
  outboxEmails,
} from '@/server/db/schema';
import { photoStore } from '@/server/services/claims/photos/photo-store';
import { addDays, earliestDelivery, shopToday } from '@/domain/delivery-schedule';
import { boxPage } from '@/server/services/fulfilment/fulfilment-repository';
import { createSignedInCustomer } from '../factories/customers';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { createClaimableOrder } from '../helpers/claim-fixtures';
import { pastDeliveryDay } from '../helpers/fulfilment-fixtures';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.christmasEve);

// The smallest PNG: its signature is what the server checks.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

interface Claim {
  id: number;
  status: string;
  amount: number;
  has_photo: boolean;
  reship_order_id: number | null;
  reship_date: string | null;
  lines: { order_item_id: number; quantity: number; amount: number }[];
  code?: string;
  lines_errors?: string[];
}

describe('box claims (customer API)', () => {
  const database = useTestDatabase({ seed: true });
  const claimCall = useRoute(claimRoute);
  const quoteCall = useRoute(quoteRoute);
  const listCall = useRoute(listRoute);
  const photoCall = useRoute(photoRoute);
  const uploads = mkdtempSync(path.join(tmpdir(), 'claims-'));
  beforeAll(() => {
    process.env.CLAIMS_UPLOAD_DIR = uploads;
    resetServerEnvForTests();
  });
  afterAll(() => {
    delete process.env.CLAIMS_UPLOAD_DIR;
    resetServerEnvForTests();
  });

  const claim = (customerId: number, orderId: number, token: string, body: unknown) =>
    claimCall<Claim & Record<string, unknown>>({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/orders/${orderId}/claims/`,
      params: { id: String(customerId), orderId: String(orderId) },
      token,
      body,
    });
  const quote = (customerId: number, orderId: number, token: string, body: unknown) =>
    quoteCall<{ credit: number; reship_date: string }>({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/orders/${orderId}/claims/quote/`,
      params: { id: String(customerId), orderId: String(orderId) },
      token,
      body,
    });

  async function boxFor(
    options: { deliveryDate?: string; shipped?: boolean; delivered?: boolean } = {},
  ) {
    const subscribed = await createSubscribedCustomer(database.db());
    const box = await createClaimableOrder(database.db(), {
      customerId: subscribed.customer.id,
      petId: subscribed.pet.id,
      deliveryDate: options.deliveryDate ?? pastDeliveryDay(2),
      shipped: options.shipped,
      delivered: options.delivered,
    });
    return { ...subscribed, ...box };
  }
  const emailsTo = (to: string) =>
    database.db().select().from(outboxEmails).where(eq(outboxEmails.to, to));

  it('credits a warm box within the limits once: ledger entry, balance, email', async () => {
    const db = database.db();
    const { customer, token, order, plan, jars } = await boxFor();
    const body = {
      problem: 'warm',
      remedy: 'credit',
      lines: [
        { order_item_id: plan.id, quantity: 1 },
        { order_item_id: jars.id, quantity: 1 },
      ],
      note: 'The ice packs had melted.',
    };
    // The plan less its share of the $13.00 offer ($10.00), and one of two jars ($27.00 / 2).
    const quoted = await quote(customer.id, order.id, token, body);
    expect(quoted.status).toBe(200);
    expect(quoted.json).toEqual({
      credit: 9000 + 1350,
      reship_date: earliestDelivery(shopToday(clockNow())),
    });

    const created = await claim(customer.id, order.id, token, body);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'approved', amount: 10350, has_photo: false });
    const entries = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.customerId, customer.id));
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'claim', amountCents: 10350, orderId: order.id }),
    ]);
    const [after] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(after!.creditCents).toBe(10350);
    expect((await emailsTo(customer.email)).map((mail) => mail.kind)).toEqual(['claim_approved']);

    // The same line again: no second remedy.
    const again = await claim(customer.id, order.id, token, {
      ...body,
      lines: [{ order_item_id: plan.id, quantity: 1 }],
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('already_claimed');
    const [still] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(still!.creditCents).toBe(10350);

    const listed = await listCall<{ results: Claim[]; window_days: number }>({
      url: `/api/v3/customers/${customer.id}/claims/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(listed.json.window_days).toBe(14);
    expect(listed.json.results.map((row) => row.id)).toEqual([created.json.id]);
  });

  it('reships missing items as a free order that fulfilment lists for the next delivery day', async () => {
    const db = database.db();
    const { customer, token, order, plan, pet } = await boxFor({
      deliveryDate: addDays(shopToday(clockNow()), 3),
      delivered: true,
    });
    const missing = {
      problem: 'missing',
      remedy: 'reship',
      lines: [{ order_item_id: plan.id, quantity: 1 }],
      photo: { content_type: 'image/png', data: PNG.toString('base64') },
    };
    const created = await claim(customer.id, order.id, token, missing);
    expect(created.status).toBe(201);
    const date = earliestDelivery(shopToday(clockNow()));
    expect(created.json).toMatchObject({ status: 'approved', reship_date: date, has_photo: true });
    const [reship] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, created.json.reship_order_id!));
    expect(reship).toMatchObject({ kind: 'reship', status: 'paid', totalCents: 0 });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, reship!.id));
    expect(lines).toEqual([
      expect.objectContaining({ sku: 'FR_PLAN', petId: pet.id, quantity: 1, totalCents: 0 }),
    ]);
    const boxes = await boxPage(db, date, { limit: 10, offset: 0, orderId: reship!.id });
    expect(boxes).toEqual([expect.objectContaining({ kind: 'reship', petId: pet.id })]);
    const credit = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.customerId, customer.id));
    expect(credit).toEqual([]);

    // The photo is the customer's own: served to them, not to anyone else.
    const photo = (token: string, customerId = customer.id) =>
      photoCall({
        url: `/api/v3/customers/${customerId}/claims/${created.json.id}/photo/`,
        params: { id: String(customerId), claimId: String(created.json.id) },
        token,
      });
    const own = await photo(token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    const stranger = await createSignedInCustomer(db);
    expect((await photo(stranger.token)).status).toBe(403);
    expect((await photo(stranger.token, stranger.customer.id)).status).toBe(404);

    // The same line again, with another photo: refused, and that photo is not kept.
    const stored = () => readdirSync(path.join(uploads, 'claims'));
    const before = stored();
    expect(before).toHaveLength(1);
    const again = await claim(customer.id, order.id, token, missing);
    expect(again.status).toBe(409);
    expect(stored()).toEqual(before);
  });

  it('stores a photo re-encoded without its EXIF: no GPS position reaches staff', async () => {
    const { customer, token, order, plan } = await boxFor();
    // A phone photo as uploaded: a JPEG that says where (GPS) and with what it was taken.
    const uploaded = await sharp({
      create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 44/1 5400/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '73/1 59/1 1000/100',
        },
      })
      .toBuffer();
    expect((await sharp(uploaded).metadata()).exif?.toString('latin1')).toContain('PhoneMaker');

    const created = await claim(customer.id, order.id, token, {
      problem: 'damaged',
      remedy: 'credit',
      lines: [{ order_item_id: plan.id, quantity: 1 }],
      photo: { content_type: 'image/jpeg', data: uploaded.toString('base64') },
    });
    expect(created.status).toBe(201);
    const [row] = await database
      .db()
      .select({ key: claims.photoKey, type: claims.photoType })
      .from(claims)
      .where(eq(claims.id, created.json.id));
    expect(row!.type).toBe('image/jpeg');
    const stored = (await photoStore().get(row!.key!))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('refuses a photo that only looks like an image with a 400, keeping nothing', async () => {
    const { customer, token, order, plan } = await boxFor();
    // A JPEG's first bytes, then nothing a decoder can use.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const refused = await claim(customer.id, order.id, token, {
      problem: 'damaged',
      remedy: 'credit',
      lines: [{ order_item_id: plan.id, quantity: 1 }],
      photo: { content_type: 'image/jpeg', data: broken.toString('base64') },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      code: 'invalid_photo',
      detail: 'The photo could not be read as an image. Please take it again or send another one.',
    });
    expect(await database.db().select().from(claims).where(eq(claims.orderId, order.id))).toEqual(
      [],
    );
  });

  it('refuses bad input, other customers’ orders, boxes out of the window and bad photos', async () => {
    const db = database.db();
    const { customer, token, order, plan } = await boxFor();
    const warm = {
      problem: 'warm',
      remedy: 'credit',
      lines: [{ order_item_id: plan.id, quantity: 1 }],
    };
    const send = (body: unknown, orderId = order.id) => claim(customer.id, orderId, token, body);

    expect((await send(warm, 999999)).status).toBe(404);
    const other = await boxFor();
    expect((await send(warm, other.order.id)).status).toBe(404);
    expect((await claim(other.customer.id, other.order.id, token, warm)).status).toBe(403);
    expect((await claim(customer.id, order.id, '', warm)).status).toBe(401);

    const foreignLine = await send({
      ...warm,
      lines: [{ order_item_id: other.plan.id, quantity: 1 }],
    });
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.json.lines).toEqual(['One of the items is not in this order.']);
    const tooMany = await send({ ...warm, lines: [{ order_item_id: plan.id, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    expect((await send({ ...warm, lines: [] })).status).toBe(400);
    const shape = await send({ ...warm, problem: 'soggy', remedy: 'cash' });
    expect(shape.status).toBe(400);
    expect(Object.keys(shape.json).sort()).toEqual(['problem', 'remedy']);
    const malformed = await claimCall({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/orders/${order.id}/claims/`,
      params: { id: String(customer.id), orderId: String(order.id) },
      token,
      headers: { 'content-type': 'application/json' },
      body: '{"problem": "warm",',
    });
    expect(malformed.status).toBe(400);

    const old = await boxFor({ deliveryDate: pastDeliveryDay(20) });
    const tooOld = await claim(old.customer.id, old.order.id, old.token, {
      ...warm,
      lines: [{ order_item_id: old.plan.id, quantity: 1 }],
    });
    expect(tooOld.status).toBe(422);
    expect(tooOld.json.code).toBe('claim_too_old');
    const coming = await boxFor({ deliveryDate: addDays(shopToday(clockNow()), 6) });
    const early = await claim(coming.customer.id, coming.order.id, coming.token, {
      problem: 'late',
      remedy: 'credit',
    });
    expect(early.status).toBe(422);
    expect(early.json.code).toBe('claim_not_arrived');
    // Shipped is not arrived: until its carrier delivers it, or it is two days late.
    const onItsWay = await boxFor({ deliveryDate: shopToday(clockNow()), shipped: true });
    const notYet = await claim(onItsWay.customer.id, onItsWay.order.id, onItsWay.token, {
      ...warm,
      lines: [{ order_item_id: onItsWay.plan.id, quantity: 1 }],
    });
    expect(notYet.status).toBe(422);
    expect(notYet.json.code).toBe('claim_not_arrived');

    const text = Buffer.from('definitely not a picture').toString('base64');
    const fake = await send({ ...warm, photo: { content_type: 'image/png', data: text } });
    expect(fake.status).toBe(415);
    const gif = await send({ ...warm, photo: { content_type: 'image/gif', data: text } });
    expect(gif.status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    const huge = await send({ ...warm, photo: { content_type: 'image/png', data: big } });
    expect(huge.status).toBe(413);
    expect(huge.json.detail).toMatch(/larger than 5 MB/);
    expect(
      (await send({ ...warm, photo: { content_type: 'image/png', data: '***' } })).status,
    ).toBe(400);
    // None of the refusals gave anything.
    const given = await db
      .select()
      .from(creditEntries)
      .where(and(eq(creditEntries.customerId, customer.id), eq(creditEntries.kind, 'claim')));
    expect(given).toEqual([]);
  });
});
