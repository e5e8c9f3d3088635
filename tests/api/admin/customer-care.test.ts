import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import searchRoute from '@/pages/api/admin/customers/index';
import careRoute from '@/pages/api/admin/customers/[customerId]/index';
import actionRoute from '@/pages/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/[action]';
import creditRoute from '@/pages/api/admin/customers/[customerId]/credit';
import notesRoute from '@/pages/api/admin/customers/[customerId]/notes';
import resendRoute from '@/pages/api/admin/customers/[customerId]/emails/[emailId]/resend';
import resetRoute from '@/pages/api/admin/customers/[customerId]/password-reset';
import { auditLog, orders, outboxEmails, passwordResets, pets } from '@/server/db/schema';
import { nextDeliveryAfter, shopToday } from '@/domain/delivery-schedule';
import { sendEmail } from '@/server/email/outbox';
import { saveCardOnFile } from '../../factories/payment-methods';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles, lastAuditBy } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';
import { clockNow } from '@/server/clock';

const SHIPPING_ADDRESS = {
  first_name: 'Robin',
  last_name: 'Barker',
  address1: '1 Elm St',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '5035550142',
};

interface Hit {
  id: number;
  email: string;
}

describe('customer care (admin API)', () => {
  const database = useTestDatabase({ seed: true });
  const search = useRoute(searchRoute);
  const care = useRoute(careRoute);
  const act = useRoute(actionRoute);
  const credit = useRoute(creditRoute);
  const notes = useRoute(notesRoute);
  const resend = useRoute(resendRoute);
  const reset = useRoute(resetRoute);
  const { support, fulfilment, owner } = useStaffRoles(database);
  const lastAudit = async (staffId: number) => (await lastAuditBy(database.db(), staffId))!;
  const find = (token: string, q: string, after?: number) =>
    search<{ results: Hit[]; next_after: number | null }>({
      url: `/api/admin/customers/?q=${encodeURIComponent(q)}${after ? `&after=${after}` : ''}`,
      token,
    });

  it('finds customers by email prefix, name, phone and order number, page by page, audited', async () => {
    const db = database.db();
    const { customer } = await createSubscribedCustomer(db);
    const byEmail = await find(support.token, customer.email.slice(0, 12).toUpperCase());
    expect(byEmail.status).toBe(200);
    expect(byEmail.json.results.map((hit) => hit.id)).toContain(customer.id);
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'customers.search',
      after: expect.objectContaining({ customer_ids: expect.arrayContaining([customer.id]) }),
    });
    // Every factory customer is a Robin Barker: 25 of them make two pages.
    await Promise.all(Array.from({ length: 24 }, () => createSubscribedCustomer(db)));
    const first = await find(support.token, 'robin bark');
    expect(first.json.results).toHaveLength(20);
    const second = await find(support.token, 'robin bark', first.json.next_after!);
    expect(second.json.results.length).toBeGreaterThanOrEqual(5);
    expect(second.json.results[0]!.id).toBeGreaterThan(first.json.results[19]!.id);
    const byPhone = await find(support.token, '(503) 555-0142');
    expect(byPhone.json.results.map((hit) => hit.id)).toContain(customer.id);
    expect((await find(support.token, 'nobody-here@nowhere')).json.results).toEqual([]);
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer.id,
        kind: 'renewal',
        status: 'paid',
        subtotalCents: 100,
        totalCents: 100,
        shippingAddress: SHIPPING_ADDRESS,
        deliveryDate: '2026-12-01',
      })
      .returning();
    const byOrder = await find(support.token, `#${order!.id}`);
    expect(byOrder.json.results.map((hit) => hit.id)).toEqual([customer.id]);
    // A caller often gives the dog's name: one word matches a pup's name too.
    await db.update(pets).set({ name: 'Quillon' }).where(eq(pets.customerId, customer.id));
    const byPup = await find(support.token, 'quill');
    expect(byPup.json.results.map((hit) => hit.id)).toEqual([customer.id]);
  });

  it('refuses bad input (400), customers (403), fulfilment (403) and no token (401)', async () => {
    const { token } = await createSubscribedCustomer(database.db());
    expect((await find(support.token, 'a')).json).toEqual({ q: ['Type at least 2 characters.'] });
    expect((await find(support.token, 'a')).status).toBe(400);
    expect((await find(token, 'robin')).status).toBe(403);
    expect((await find(fulfilment.token, 'robin')).status).toBe(403);
    expect((await search({ url: '/api/admin/customers/?q=robin' })).status).toBe(401);
  });

  it('shows one customer’s page; cards (brand and last 4 only) need customers.cards.read', async () => {
    const db = database.db();
    const { customer, subscription } = await createSubscribedCustomer(db);
    await saveCardOnFile(db, customer.id);
    const page = await care<Record<string, unknown>>({
      url: `/api/admin/customers/${customer.id}/`,
      params: { customerId: String(customer.id) },
      token: support.token,
    });
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({
      profile: { id: customer.id, email: customer.email },
      subscriptions: [
        expect.objectContaining({ id: subscription.id, next_box: expect.any(Object) }),
      ],
      cards: [{ id: expect.any(Number), brand: 'visa', last4: '4242', is_default: true }],
    });
    expect(JSON.stringify(page.json)).not.toMatch(/pm_card_visa|card_token/);
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'customer.view',
      targetId: String(customer.id),
    });
    const asFulfilment = await care({
      url: `/api/admin/customers/${customer.id}/`,
      params: { customerId: String(customer.id) },
      token: fulfilment.token,
    });
    expect(asFulfilment.status).toBe(403);
    const unknown = await care({
      url: '/api/admin/customers/999999/',
      params: { customerId: '999999' },
      token: support.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('skips the next box through the customer’s own service, with before and after audited', async () => {
    const db = database.db();
    const { customer, subscription, token } = await createSubscribedCustomer(db);
    const call = (action: string, body: unknown, as = support.token, id = subscription.id) =>
      act<Record<string, unknown>>({
        method: 'POST',
        url: `/api/admin/customers/${customer.id}/subscriptions/${id}/${action}/`,
        params: {
          customerId: String(customer.id),
          subscriptionId: String(id),
          action,
        },
        body,
        token: as,
      });
    const skipped = await call('skip', { delivery_date: subscription.nextDeliveryDate });
    const next = nextDeliveryAfter(subscription.nextDeliveryDate, subscription.weeksOfFood);
    expect(skipped.status).toBe(200);
    expect(skipped.json).toMatchObject({ next_delivery_date: next });
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'subscription.skip',
      targetId: String(subscription.id),
      before: expect.objectContaining({ next_delivery_date: subscription.nextDeliveryDate }),
      after: expect.objectContaining({ next_delivery_date: next }),
    });
    // The same rules as the customer's: a reason is required to cancel, dates must be offered.
    expect((await call('cancel', {})).json).toEqual({
      reason: ['Please choose a reason. (reason)'],
    });
    expect((await call('move', { next_delivery_date: shopToday(clockNow()) })).status).toBe(400);
    expect((await call('explode', {})).status).toBe(400);
    expect((await call('pause', {})).json).toMatchObject({ status: 'paused' });
    expect((await call('resume', {})).json).toMatchObject({ status: 'active' });
    expect((await call('skip', {}, token)).status).toBe(403);
    expect((await call('skip', {}, fulfilment.token)).status).toBe(403);
    expect((await call('skip', {}, support.token, 999999)).status).toBe(404);
  });

  it('adds credit with a reason, notes, a resent email and a password reset, all audited', async () => {
    const db = database.db();
    const { customer } = await createSubscribedCustomer(db);
    const params = { customerId: String(customer.id) };
    const base = `/api/admin/customers/${customer.id}/`;
    const given = await credit({
      method: 'POST',
      url: `${base}credit/`,
      params,
      body: { idempotency_key: 'care-credit-1', amount: 1200, reason: 'Box arrived late' },
      token: support.token,
    });
    expect(given.status).toBe(201);
    expect(given.json).toMatchObject({ balance: 1200 });
    expect(await lastAudit(support.id)).toMatchObject({
      action: 'customer.credit',
      before: { credit_cents: 0 },
      after: expect.objectContaining({ credit_cents: 1200, reason: 'Box arrived late' }),
    });
    const badCredit = await credit({
      method: 'POST',
      url: `${base}credit/`,
      params,
      body: { amount: 12.5 },
      token: support.token,
    });
    expect(badCredit.status).toBe(400);
    expect(badCredit.json).toMatchObject({
      amount: ['Enter an amount in whole cents.'],
      reason: expect.any(Array),
    });
    expect(
      (
        await credit({
          method: 'POST',
          url: '/api/admin/customers/999999/credit/',
          params: { customerId: '999999' },
          body: { idempotency_key: 'care-credit-nobody', amount: 100, reason: 'Nobody' },
          token: owner.token,
        })
      ).status,
    ).toBe(404);

    const note = await notes({
      method: 'POST',
      url: `${base}notes/`,
      params,
      body: { body: 'Prefers deliveries on Fridays.' },
      token: support.token,
    });
    expect(note.status).toBe(201);
    expect(
      (
        await notes({
          method: 'POST',
          url: `${base}notes/`,
          params,
          body: {},
          token: support.token,
        })
      ).status,
    ).toBe(400);

    const emailId = await sendEmail(db, {
      to: customer.email,
      subject: 'Your Ollie order #1 is confirmed',
      text: 'Hello',
      html: '<p>Hello</p>',
      kind: 'order_confirmation',
    });
    const resent = await resend<{ outbox_id: number }>({
      method: 'POST',
      url: `${base}emails/${emailId}/resend/`,
      params: { ...params, emailId: String(emailId) },
      token: support.token,
    });
    expect(resent.status).toBe(201);
    const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    expect(rows.map((row) => row.subject)).toEqual([
      'Your Ollie order #1 is confirmed',
      'Your Ollie order #1 is confirmed',
    ]);
    expect(resent.json.outbox_id).not.toBe(emailId);

    const started = await reset({
      method: 'POST',
      url: `${base}password-reset/`,
      params,
      token: support.token,
    });
    expect(started.status).toBe(200);
    const resets = await db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.customerId, customer.id));
    expect(resets).toHaveLength(1);

    const page = await care<{
      notes: { body: string }[];
      credit: { kind: string; amount: number; reason: string }[];
      emails: { subject: string }[];
      profile: { credit_balance: number };
    }>({ url: base, params, token: support.token });
    expect(page.json.notes.map((row) => row.body)).toEqual(['Prefers deliveries on Fridays.']);
    expect(page.json.credit).toEqual([
      expect.objectContaining({ kind: 'grant', amount: 1200, reason: 'Box arrived late' }),
    ]);
    expect(page.json.profile.credit_balance).toBe(1200);
    expect(page.json.emails.length).toBeGreaterThanOrEqual(3);
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.staffId, support.id), eq(auditLog.targetId, String(customer.id))));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'customer.credit',
        'customer.note',
        'email.resend',
        'customer.password_reset',
        'customer.view',
      ]),
    );
  });
});
