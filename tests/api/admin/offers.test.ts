import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import offerExpireRoute from '@/pages/api/admin/offers/[code]/expire';
import offerRoute from '@/pages/api/admin/offers/[code]/index';
import offersRoute from '@/pages/api/admin/offers/index';
import couponRoute from '@/pages/api/v3/coupons/[code]';
import cartRoute from '@/pages/api/v3/customers/[id]/cart';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import { auditLog, offers, subscriptions } from '@/server/db/schema';
import { customerReadyToPay, RENEWAL_CONSENT } from '../../helpers/checkout-fixtures';
import { useRoute } from '../../helpers/call-route';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { clockNowMs } from '@/server/clock';

type Json = Record<string, unknown>;

describe('offer codes in the console, and the storefront honouring them', () => {
  const database = useTestDatabase({ seed: true });
  const callOffers = useRoute(offersRoute);
  const callOffer = useRoute(offerRoute);
  const callExpire = useRoute(offerExpireRoute);
  const callCoupon = useRoute(couponRoute);
  const callCart = useRoute(cartRoute);
  const callCheckout = useRoute(checkoutRoute);
  const callMethods = useRoute(methodsRoute);
  const callInitiate = useRoute(initiateRoute);
  const callConfirm = useRoute(confirmRoute);

  const create = (token: string, body: Json) =>
    callOffers({ method: 'POST', url: '/api/admin/offers/', token, body });
  const coupon = (code: string) =>
    callCoupon({ url: `/api/v3/coupons/${code}/`, params: { code } });
  const putCoupon = (customerId: number, token: string, code: string) =>
    callCart({
      method: 'PUT',
      url: `/api/v3/customers/${customerId}/cart/`,
      params: { id: String(customerId) },
      token,
      // The ready cart holds WELCOME50: the customer chooses this code over it.
      body: { coupon_code: code, replace_offer: true },
    });

  it('lets owners write codes, support read them, fulfilment neither', async () => {
    const db = database.db();
    const [owner, support, fulfilment] = await Promise.all([
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    const listed = await callOffers<{ results: Array<{ code: string; status: string }> }>({
      url: '/api/admin/offers/',
      token: support.token,
    });
    expect(listed.status).toBe(200);
    expect(listed.json.results.find((offer) => offer.code === 'SUMMER2025')?.status).toBe(
      'expired',
    );
    expect(listed.json.results.find((offer) => offer.code === 'FIRST100')?.status).toBe('used up');
    expect((await callOffers({ url: '/api/admin/offers/', token: fulfilment.token })).status).toBe(
      403,
    );
    const body = { code: 'PUPPY10', category: 'MARKETING', type: 'DOLLAR_AMOUNT', amount: 10 };
    expect((await create(support.token, body)).status).toBe(403);
    expect((await create(owner.token, body)).status).toBe(201);
    expect((await create(owner.token, { ...body, code: 'puppy10' })).status).toBe(409);
  });

  it('refuses bad terms field by field', async () => {
    const owner = await createStaff(database.db(), { role: 'owner' });
    const bad = await create(owner.token, {
      code: 'x',
      category: 'SALE',
      type: 'FREE',
      amount: -1,
      max_uses: 0,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json).sort()).toEqual([
      'amount',
      'category',
      'code',
      'max_uses',
      'type',
    ]);
    const percent = await create(owner.token, {
      code: 'TOOMUCH',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 120,
    });
    expect(percent.json).toHaveProperty('amount');
    const category = await create(owner.token, {
      code: 'NOCAT',
      category: 'MARKETING',
      type: 'CATEGORY_PERCENT_AMOUNT',
      amount: 20,
    });
    expect(category.json).toHaveProperty('product_category');
    const window = await create(owner.token, {
      code: 'BACKWARDS',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 20,
      starts_at: '2026-05-01T00:00:00Z',
      expires_at: '2026-04-01T00:00:00Z',
    });
    expect(window.json).toHaveProperty('expires_at');
  });

  it('keeps a percentage to two decimals and discounts exactly that (12.5%, 0.4%)', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    const terms = { category: 'MARKETING', type: 'PERCENT_AMOUNT' };
    expect((await create(owner.token, { ...terms, code: 'EIGHTH', amount: 12.5 })).status).toBe(
      201,
    );
    expect((await create(owner.token, { ...terms, code: 'TINY', amount: 0.4 })).status).toBe(201);
    const tooFine = await create(owner.token, { ...terms, code: 'FINE', amount: 12.345 });
    expect(tooFine.status).toBe(400);
    expect(tooFine.json).toEqual({ amount: ['Use at most two decimals.'] });
    const [row] = await db.select().from(offers).where(eq(offers.code, 'EIGHTH'));
    expect(row).toMatchObject({ percentBps: 1250, amountCents: null });
    expect((await coupon('EIGHTH')).json).toMatchObject({ type: 'PERCENT_AMOUNT', amount: 12.5 });
    const { customer, token } = await customerReadyToPay(db);
    for (const [code, bps] of [
      ['EIGHTH', 1250],
      ['TINY', 40],
    ] as const) {
      const cart = await putCoupon(customer.id, token, code);
      const view = cart.json as {
        offer: { amount: number };
        lines: Array<{ total_cents: number }>;
        totals: { discount: number };
      };
      expect(view.offer.amount).toBe(bps / 100);
      // Each line's share, half up to the cent (docs/prices.md): 13% or 0% before.
      const expected = view.lines.reduce(
        (sum, line) => sum + Math.floor((line.total_cents * bps + 5000) / 10_000),
        0,
      );
      expect(expected).toBeGreaterThan(0);
      expect(view.totals.discount).toBe(expected);
    }
  });

  it('expiring a code stops the coupon lookup at once; a scheduled code waits for its start', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    await create(owner.token, {
      code: 'SPRING15',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 15,
    });
    expect((await coupon('spring15')).status).toBe(200);
    const expired = await callExpire({
      method: 'POST',
      url: '/api/admin/offers/SPRING15/expire/',
      params: { code: 'SPRING15' },
      token: owner.token,
    });
    expect(expired.json).toMatchObject({ status: 'expired' });
    expect((await coupon('SPRING15')).status).toBe(404);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'offers.expire'));
    expect(audit).toMatchObject({ staffId: owner.id, targetId: 'SPRING15' });

    const later = new Date(clockNowMs() + 86_400_000).toISOString();
    await create(owner.token, {
      code: 'LATER20',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 20,
      starts_at: later,
    });
    expect((await coupon('LATER20')).status).toBe(404);
    const edited = await callOffer({
      method: 'PATCH',
      url: '/api/admin/offers/LATER20/',
      params: { code: 'LATER20' },
      token: owner.token,
      body: { starts_at: null, amount: 25 },
    });
    expect(edited.json).toMatchObject({ status: 'live', amount: 25 });
    expect((await coupon('LATER20')).json).toMatchObject({ amount: 25 });
  });

  it('an exhausted code is refused by the lookup and the cart; a used code is never deleted', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    await create(owner.token, {
      code: 'LASTONE',
      category: 'MARKETING',
      type: 'DOLLAR_AMOUNT',
      amount: 5,
      max_uses: 1,
    });
    await db.update(offers).set({ uses: 1 }).where(eq(offers.code, 'LASTONE'));
    expect((await coupon('LASTONE')).status).toBe(404);
    const { customer, token } = await customerReadyToPay(db);
    const refused = await putCoupon(customer.id, token, 'LASTONE');
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ coupon_code: ['This offer code is not valid.'] });
    const remove = (code: string) =>
      callOffer({
        method: 'DELETE',
        url: `/api/admin/offers/${code}/`,
        params: { code },
        token: owner.token,
      });
    expect((await remove('LASTONE')).status).toBe(409);
    await create(owner.token, {
      code: 'TYPO',
      category: 'MARKETING',
      type: 'DOLLAR_AMOUNT',
      amount: 5,
    });
    expect((await remove('TYPO')).status).toBe(204);
    expect((await remove('TYPO')).status).toBe(404);
  });

  it('an every-box code stays with the plan after checkout and counts against the customer’s limit', async () => {
    const db = database.db();
    const owner = await createStaff(db, { role: 'owner' });
    await create(owner.token, {
      code: 'ALWAYS10',
      category: 'MARKETING',
      type: 'PERCENT_AMOUNT',
      amount: 10,
      applies_to: 'EVERY_BOX',
      max_uses_per_customer: 1,
    });
    const { customer, token, pet } = await customerReadyToPay(db);
    const cart = await putCoupon(customer.id, token, 'ALWAYS10');
    expect(cart.json).toMatchObject({ coupon_code: 'ALWAYS10' });
    const method = (
      await callMethods({
        method: 'POST',
        url: `/api/v3/customers/${customer.id}/payment_methods/`,
        params: { id: String(customer.id) },
        token,
        body: { card_token: 'pm_card_visa' },
      })
    ).json as { id: number };
    const intent = (
      await callInitiate({
        method: 'POST',
        url: '/api/v3/payments/initiate/',
        token,
        body: { cart_id: cart.json.cart_id },
      })
    ).json as { transaction_id: string };
    await callConfirm({
      method: 'POST',
      url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
      params: { paymentId: intent.transaction_id },
      token,
      body: { payment_method_id: method.id },
    });
    const placed = await callCheckout({
      method: 'POST',
      url: `/api/v3/customers/${customer.id}/checkout/`,
      params: { id: String(customer.id) },
      token,
      body: { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT },
    });
    expect(placed.status).toBe(200);
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.petId, pet.id));
    expect(plan!.offerCode).toBe('ALWAYS10');
    const [row] = await db.select().from(offers).where(eq(offers.code, 'ALWAYS10'));
    expect(row!.uses).toBe(1);
    // Used once by this customer: their cart refuses it now, while the anonymous lookup still
    // answers it (another customer may use it).
    expect((await putCoupon(customer.id, token, 'ALWAYS10')).status).toBe(400);
    expect((await coupon('ALWAYS10')).status).toBe(200);
  });
});
