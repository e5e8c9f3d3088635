import { setOrderHold } from '@/server/services/care/order-hold';
import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import invitationsRoute from '@/pages/api/v3/customers/[id]/referrals/invitations';
import referralsRoute from '@/pages/api/v3/customers/[id]/referrals/index';
import exportRoute from '@/pages/api/v3/customers/[id]/data_export';
import { resetServerEnvForTests } from '@/env/server';
import { customers, orders, outboxEmails } from '@/server/db/schema';
import { FRIEND_DISCOUNT_PERCENT, REFERRER_CREDIT_CENTS } from '@/server/domain/referrals';
import { getPaymentProvider } from '@/server/payments';
import { refundOrder } from '@/server/services/care/refunds-service';
import { updateCart } from '@/server/services/cart/cart-service';
import { checkout } from '@/server/services/checkout/checkout-service';
import { packBox, shipBox } from '@/server/services/fulfilment/shipment-service';
import {
  confirmPayment,
  initiatePayment,
} from '@/server/services/payments/payment-intents-service';
import { createPaymentMethod } from '@/server/services/payments/payment-methods-service';
import { deleteCustomerAccount } from '@/server/services/data-rights/delete-customer-account';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';
import {
  CONSENT_EVIDENCE,
  customerReadyToPay,
  RENEWAL_CONSENT,
} from '../helpers/checkout-fixtures';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { pastDeliveryDay } from '../helpers/fulfilment-fixtures';
import { createStaff } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

interface Referrals {
  code: string;
  link: string;
  credit_balance: number;
  credit_earned: number;
  invitations: Array<{ friend: string; email: string | null; status: string; credit: number }>;
}

const TRACKING = { carrier: 'ups', tracking_number: '1Z999AA10123456784' };

describe('refer a friend', () => {
  const database = useTestDatabase({ seed: true });
  const getCall = useRoute(referralsRoute);
  const inviteCall = useRoute(invitationsRoute);
  const exportCall = useRoute(exportRoute);
  const exportOf = (id: number, token: string) =>
    exportCall<{ referral_invitations: unknown[] }>({
      url: `/api/v3/customers/${id}/data_export/`,
      params: { id: String(id) },
      token,
    });
  const get = (id: number, token: string) =>
    getCall<Referrals>({
      url: `/api/v3/customers/${id}/referrals/`,
      params: { id: String(id) },
      token,
    });
  const invite = (id: number, token: string, body: unknown) =>
    inviteCall<Referrals>({
      method: 'POST',
      url: `/api/v3/customers/${id}/referrals/invitations/`,
      params: { id: String(id) },
      token,
      body,
    });

  it('gives each customer one code and a link to the quiz with it', async () => {
    const { customer, token } = await createSubscribedCustomer(database.db());
    const first = await get(customer.id, token);
    expect(first.status).toBe(200);
    expect(first.json.code).toMatch(/^PUP-[A-Z2-9]{6}$/);
    expect(first.json.link).toContain(`/onboarding/?offer_code=${first.json.code}`);
    expect((await get(customer.id, token)).json.code).toBe(first.json.code);
  });

  it('links to the shop on the port it is served from, and to the site URL when one is set', async () => {
    try {
      vi.stubEnv('NEXT_PUBLIC_SITE_URL', undefined);
      vi.stubEnv('NEXTAUTH_URL', undefined);
      vi.stubEnv('PORT', '4107');
      resetServerEnvForTests();
      const { customer, token } = await createSubscribedCustomer(database.db());
      const local = await get(customer.id, token);
      expect(local.json.link).toBe(
        `http://localhost:4107/onboarding/?offer_code=${local.json.code}`,
      );
      vi.stubEnv('NEXT_PUBLIC_SITE_URL', 'https://shop.example.com/');
      resetServerEnvForTests();
      expect((await get(customer.id, token)).json.link).toBe(
        `https://shop.example.com/onboarding/?offer_code=${local.json.code}`,
      );
    } finally {
      vi.unstubAllEnvs();
      resetServerEnvForTests();
    }
  });

  it('invites a friend by email once, and refuses bad, own and foreign requests', async () => {
    const { customer, token } = await createSubscribedCustomer(database.db());
    const other = await createSubscribedCustomer(database.db());
    expect((await invite(customer.id, token, { email: 'not an email' })).status).toBe(400);
    expect((await invite(customer.id, token, { email: customer.email })).status).toBe(400);
    expect((await invite(customer.id, other.token, { email: 'x@example.test' })).status).toBe(403);
    expect((await get(customer.id, other.token)).status).toBe(403);
    const sent = await invite(customer.id, token, { email: 'Friend@Example.test' });
    expect(sent.status).toBe(201);
    await invite(customer.id, token, { email: 'friend@example.test' });
    const { json } = await get(customer.id, token);
    expect(json.invitations).toEqual([
      expect.objectContaining({
        friend: 'friend@example.test',
        email: 'friend@example.test',
        status: 'invited',
        credit: 0,
      }),
    ]);
    const emails = await database
      .db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'friend@example.test'));
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain(json.code);
  });

  /** A friend's first box paid with the referrer's code (the checkout replayed), not shipped. */
  async function friendPaysWith(code: string) {
    const db = database.db();
    const provider = getPaymentProvider(db);
    const friend = await customerReadyToPay(db);
    const cart = await updateCart(db, friend.customer.id, { coupon_code: code });
    expect(cart.offer).toMatchObject({ code, amount: FRIEND_DISCOUNT_PERCENT });
    expect(cart.totals.discount).toBeGreaterThan(0);
    const card = await createPaymentMethod(db, provider, friend.customer.id, {
      card_token: 'pm_card_visa',
    });
    const intent = await initiatePayment(db, provider, friend.customer.id, {
      cart_id: cart.cart_id,
      payment_method_id: card.id,
    });
    await confirmPayment(db, provider, friend.customer.id, intent.transaction_id, {
      payment_method_id: card.id,
    });
    const input = { transaction_ids: [intent.transaction_id], ...RENEWAL_CONSENT };
    const order = await checkout(db, provider, friend.customer.id, input, null, CONSENT_EVIDENCE);
    await checkout(db, provider, friend.customer.id, input, null, CONSENT_EVIDENCE);
    // Its delivery date's cut-off passed, so the warehouse can pack and ship it.
    await db.update(orders).set({ deliveryDate: pastDeliveryDay() }).where(eq(orders.id, order.id));
    return { ...friend, orderId: order.id };
  }

  async function packAndShip(orderId: number, petId: number, times = 1) {
    const db = database.db();
    const fulfilment = await createStaff(db, { role: 'fulfilment' });
    const box = { orderId, petId };
    await packBox(db, box, { staffId: fulfilment.id });
    for (let time = 0; time < times; time += 1)
      await shipBox(db, box, { staffId: fulfilment.id }, TRACKING);
  }

  it('a friend’s first box is discounted; the referrer gets the credit when it ships, once', async () => {
    const db = database.db();
    const referrer = await createSubscribedCustomer(db);
    const { code } = (await get(referrer.customer.id, referrer.token)).json;

    // Not for one's own plan, nor for someone who already has one.
    await expect(updateCart(db, referrer.customer.id, { coupon_code: code })).rejects.toThrow();

    const friend = await friendPaysWith(code);
    const [friendRow] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, friend.customer.id));
    expect(friendRow!.referredBy).toBe(referrer.customer.id);
    // Paid is not shipped: "When it ships, you get $25.00 off your next box".
    const paid = (await get(referrer.customer.id, referrer.token)).json;
    expect(paid.credit_balance).toBe(0);
    expect(paid.invitations).toEqual([
      expect.objectContaining({ friend: 'Robin', email: null, status: 'joined', credit: 0 }),
    ]);

    await packAndShip(friend.orderId, friend.pet.id, 2);
    const after = (await get(referrer.customer.id, referrer.token)).json;
    expect(after.credit_balance).toBe(REFERRER_CREDIT_CENTS);
    expect(after.credit_earned).toBe(REFERRER_CREDIT_CENTS);
    expect(after.invitations).toEqual([
      expect.objectContaining({
        friend: 'Robin',
        email: null,
        status: 'joined',
        credit: REFERRER_CREDIT_CENTS,
      }),
    ]);
    const [plan] = await listSubscriptions(db, referrer.customer.id);
    expect(plan!.next_box.credit).toBe(REFERRER_CREDIT_CENTS);
  });

  it('shows the referrer a friend’s first name or “a friend”, never an email they did not type', async () => {
    const db = database.db();
    const referrer = await createSubscribedCustomer(db);
    const { code } = (await get(referrer.customer.id, referrer.token)).json;
    await invite(referrer.customer.id, referrer.token, { email: 'typed@example.test' });
    // One friend came by the public link: the referrer never gave the shop their email.
    const byLink = await friendPaysWith(code);
    await db
      .update(customers)
      .set({ firstName: 'Juniper' })
      .where(eq(customers.id, byLink.customer.id));

    const page = await get(referrer.customer.id, referrer.token);
    expect(page.json.invitations).toEqual([
      expect.objectContaining({ friend: 'typed@example.test', email: 'typed@example.test' }),
      expect.objectContaining({ friend: 'Juniper', email: null, status: 'joined' }),
    ]);
    const exported = await exportOf(referrer.customer.id, referrer.token);
    expect(exported.json.referral_invitations).toEqual([
      expect.objectContaining({ friend: 'typed@example.test', email: 'typed@example.test' }),
      expect.objectContaining({ friend: 'Juniper', email: null, joined: true }),
    ]);
    for (const response of [page, exported])
      expect(response.text).not.toContain(byLink.customer.email);

    // The friend deletes their account: nothing of theirs is left to show, not even a stand-in.
    await deleteCustomerAccount(
      db,
      getPaymentProvider(db),
      byLink.customer.id,
      { kind: 'customer' },
      byLink.customer.email,
      undefined,
      'ship',
    );
    const after = await get(referrer.customer.id, referrer.token);
    expect(after.json.invitations[1]).toMatchObject({ friend: 'a friend', email: null });
    const exportedAfter = await exportOf(referrer.customer.id, referrer.token);
    for (const response of [after, exportedAfter]) {
      expect(response.text).not.toContain('@invalid');
      expect(response.text).not.toContain('Juniper');
    }
  });

  it('gives no credit for a friend’s first box refunded in full before it ships', async () => {
    const db = database.db();
    const referrer = await createSubscribedCustomer(db);
    const { code } = (await get(referrer.customer.id, referrer.token)).json;
    const friend = await friendPaysWith(code);
    const support = await createStaff(db, { role: 'support' });
    await refundOrder(db, getPaymentProvider(db), friend.orderId, support.id, {
      idempotency_key: 'referral-refund-1',
      reason: 'Changed their mind',
      full: true,
      lines: [],
    });
    // The refund holds the box; support releases it (sending it anyway) and it ships.
    await setOrderHold(
      db,
      friend.orderId,
      support.id,
      { hold: false, note: '' },
      {
        mayReleaseRefunded: true,
      },
    );
    await packAndShip(friend.orderId, friend.pet.id);
    const after = (await get(referrer.customer.id, referrer.token)).json;
    expect(after.credit_balance).toBe(0);
    expect(after.credit_earned).toBe(0);
  });
});
