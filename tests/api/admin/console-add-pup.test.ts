import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import addRoute from '@/pages/api/admin/customers/[customerId]/pups/index';
import quoteRoute from '@/pages/api/admin/customers/[customerId]/pups/quote';
import termsRoute from '@/pages/api/admin/customers/[customerId]/pups/terms';
import {
  consoleAddPupSchema,
  type ConsoleAddPupQuote,
  type ConsoleAddPupResult,
  type ConsoleAddPupTerms,
} from '@/contracts/admin/add-pup';
import { clockNow, setClockForTests } from '@/server/clock';
import { CANCEL_HOW, TERMS_VERSION } from '@/domain/renewal-terms';
import { ADD_PUP_LEASE_MS, fingerprintOf } from '@/server/services/care/add-pup-once';
import { createPet } from '../../factories/pets';
import { hashPassword } from '@/server/auth/passwords';
import {
  auditLog,
  carts,
  idempotencyKeys,
  customers,
  orders,
  outboxEmails,
  payments,
  pets,
  renewalConsents,
  subscriptions,
} from '@/server/db/schema';
import { createSubscribedCustomer } from '../../factories/subscriptions';
import { saveCardOnFile } from '../../factories/payment-methods';
import { useRoute } from '../../helpers/call-route';
import { AWKWARD_DAYS, atShopDate } from '../../helpers/clock';
import { createStaff, type CreatedStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const RYE = {
  name: 'Rye',
  weight: 40,
  activity_level: 'normal',
  is_neutered: true,
  birth_year: 2021,
  birth_month: 3,
  allergies: ['chicken'],
};

let keys = 0;
const newKey = () => `add-pup-test-${(keys += 1)}-key`;

describe('support adds a pup for a customer from the console', () => {
  const database = useTestDatabase({ seed: true });
  atShopDate(AWKWARD_DAYS.wednesday);
  const add = useRoute(addRoute);
  const quote = useRoute(quoteRoute);
  const terms = useRoute(termsRoute);
  let support: CreatedStaff;
  let owner: CreatedStaff;
  let fulfilment: CreatedStaff;
  let password: string;
  beforeAll(async () => {
    const db = database.db();
    [support, owner, fulfilment] = await Promise.all([
      createStaff(db, { role: 'support' }),
      createStaff(db, { role: 'owner' }),
      createStaff(db, { role: 'fulfilment' }),
    ]);
    password = await hashPassword('walks in the rain');
  });

  /** A subscriber with an address, a password and (unless told) a saved card. */
  async function subscriber(card: string | null = 'pm_card_visa') {
    const db = database.db();
    const plan = await createSubscribedCustomer(db);
    await db
      .update(customers)
      .set({ passwordHash: password })
      .where(eq(customers.id, plan.customer.id));
    if (card) await saveCardOnFile(db, plan.customer.id, card);
    return plan.customer.id;
  }
  const callQuote = (customerId: number, body: unknown, token: string | null = support.token) =>
    quote<ConsoleAddPupQuote & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/pups/quote/`,
      params: { customerId: String(customerId) },
      body,
      token: token ?? undefined,
    });
  const callAdd = (customerId: number, body: unknown, token: string | null = support.token) =>
    add<ConsoleAddPupResult & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/pups/`,
      params: { customerId: String(customerId) },
      body,
      token: token ?? undefined,
      headers: { 'user-agent': 'Console test browser' },
    });
  const callTerms = (customerId: number, body: unknown, token: string | null = support.token) =>
    terms<ConsoleAddPupTerms & Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/customers/${customerId}/pups/terms/`,
      params: { customerId: String(customerId) },
      body,
      token: token ?? undefined,
    });
  /** A full, valid request: the first recommended plan and the first day offered. */
  async function request(customerId: number, overrides: Record<string, unknown> = {}) {
    const quoted = await callQuote(customerId, RYE);
    expect(quoted.status).toBe(200);
    return {
      ...RYE,
      sku: quoted.json.plans[0]!.sku,
      delivery_date: quoted.json.delivery_dates[0]!,
      renewal_terms_accepted: true,
      idempotency_key: newKey(),
      ...overrides,
    };
  }
  const petsOf = (customerId: number) =>
    database.db().select().from(pets).where(eq(pets.customerId, customerId));
  const ordersOf = (customerId: number) =>
    database.db().select().from(orders).where(eq(orders.customerId, customerId));
  const auditsOf = (customerId: number) =>
    database
      .db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'customer.add_pup'), eq(auditLog.targetId, String(customerId))),
      );

  it('quotes the recommended plans, the first box’s days and the card to charge', async () => {
    const customerId = await subscriber();
    const quoted = await callQuote(customerId, RYE);
    expect(quoted.status).toBe(200);
    expect(quoted.json.card).toEqual({ brand: expect.any(String), last4: '4242' });
    expect(quoted.json.delivery_dates.length).toBeGreaterThan(0);
    expect(quoted.json.plans.length).toBeGreaterThan(0);
    // The recommendations respect the pup's allergy, as the customer's quiz does.
    for (const plan of quoted.json.plans) {
      expect(plan.recipes.join(' ')).not.toMatch(/chicken/i);
      expect(plan.box_price).toBeGreaterThan(0);
    }
    expect((await callQuote(customerId, { ...RYE, weight: 'heavy' })).json).toHaveProperty(
      'weight',
    );
  });

  it('is for support and owners: 401 signed out, 403 fulfilment, 404 unknown customer', async () => {
    const customerId = await subscriber();
    const body = await request(customerId);
    expect((await callAdd(customerId, body, null)).status).toBe(401);
    expect((await callAdd(customerId, body, fulfilment.token)).status).toBe(403);
    expect((await callQuote(customerId, RYE, fulfilment.token)).status).toBe(403);
    expect((await callAdd(99_999_999, body)).status).toBe(404);
    expect((await callQuote(99_999_999, RYE)).status).toBe(404);
    expect(await petsOf(customerId)).toHaveLength(1);
    expect(await auditsOf(customerId)).toEqual([]);
  });

  it('refuses bad input with 400 on the field, leaving no pup behind', async () => {
    const customerId = await subscriber();
    const good = await request(customerId);
    const cases: [Record<string, unknown>, string][] = [
      [{ weight: 0 }, 'weight'],
      [{ name: '' }, 'name'],
      [{ activity_level: 'zoomies' }, 'activity_level'],
      [{ sku: '' }, 'sku'],
      [{ delivery_date: 'soon' }, 'delivery_date'],
      [{ renewal_terms_accepted: false }, 'renewal_terms_accepted'],
      [{ idempotency_key: 'short' }, 'idempotency_key'],
      [{ coupon_code: 'no spaces!' }, 'coupon_code'],
      // A day the kitchen does not offer, and a name another pup of theirs has.
      [{ delivery_date: '2027-12-30' }, 'delivery_date'],
      [{ name: 'Biscuit' }, 'name'],
    ];
    for (const [change, field] of cases) {
      const refused = await callAdd(customerId, { ...good, idempotency_key: newKey(), ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.json, field).toHaveProperty(field);
    }
    // A plan the catalogue does not sell is refused by the cart after the pup was made: undone.
    const unknownPlan = await callAdd(customerId, { ...good, sku: 'FR_9999_10_nothing_' });
    expect(unknownPlan.status).toBe(400);
    expect(await petsOf(customerId)).toHaveLength(1);
    expect(await ordersOf(customerId)).toEqual([]);
  });

  it('adds the pup, charges the saved card once, writes the plan, consent, audit and email', async () => {
    const db = database.db();
    const customerId = await subscriber();
    const body = await request(customerId);
    const added = await callAdd(customerId, body, owner.token);
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ pet_name: 'Rye', delivery_date: body.delivery_date });
    expect(added.json.total).toBeGreaterThan(0);
    const [order] = await db.select().from(orders).where(eq(orders.id, added.json.order_id));
    expect(order).toMatchObject({ status: 'paid', totalCents: added.json.total, couponCode: null });
    const [plan] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.petId, added.json.pet_id));
    expect(plan).toMatchObject({ status: 'active', sku: body.sku, customerId });
    const [payment] = await db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: added.json.total });
    const [consent] = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.subscriptionId, plan!.id));
    expect(consent!.userAgent).toBe(`Console, staff #${owner.id}: Console test browser`);
    const [audit] = await auditsOf(customerId);
    expect(audit).toMatchObject({
      staffId: owner.id,
      targetType: 'customer',
      after: expect.objectContaining({
        order_id: order!.id,
        plans: [expect.objectContaining({ pet_name: 'Rye', subscription_id: plan!.id })],
        renewal_consent: expect.objectContaining({ taken_by_staff_id: owner.id }),
      }),
    });
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
    const emails = await db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.to, customer!.email), eq(outboxEmails.kind, 'order_confirmation')),
      );
    expect(emails).toHaveLength(1);
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId));
    expect(cart!.subscriptions).toEqual({});
  });

  it('shows the agent, before the customer agrees, exactly the terms the consent then stores', async () => {
    const db = database.db();
    const customerId = await subscriber();
    for (const coupon of [undefined, 'SAVE20']) {
      const body = await request(customerId, {
        ...(coupon ? { coupon_code: coupon } : {}),
        name: coupon ? 'Rye Two' : 'Rye',
      });
      const { renewal_terms_accepted: _agreed, idempotency_key: _key, ...asked } = body;
      const shown = await callTerms(customerId, asked);
      expect(shown.status).toBe(200);
      expect(shown.json.terms_version).toBe(TERMS_VERSION);
      // Amount with tax, the first renewal's charge date, and how to cancel.
      expect(shown.json.terms_text).toContain(body.name);
      expect(shown.json.terms_text).toMatch(/\$\d+\.\d\d/);
      expect(shown.json.terms_text).toContain('The first renewal is charged to your card on');
      expect(shown.json.terms_text).toContain(CANCEL_HOW);
      // The preview wrote nothing: no pup, no order, the cart as it was.
      const added = await callAdd(customerId, body);
      expect(added.status).toBe(201);
      const [plan] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.petId, added.json.pet_id));
      const [consent] = await db
        .select()
        .from(renewalConsents)
        .where(eq(renewalConsents.subscriptionId, plan!.id));
      expect(consent!.termsText).toBe(shown.json.terms_text);
    }
  });

  it('terms: for support and owners, and bad input is 400 on the field', async () => {
    const customerId = await subscriber();
    const {
      renewal_terms_accepted: _agreed,
      idempotency_key: _key,
      ...asked
    } = await request(customerId);
    expect((await callTerms(customerId, asked, null)).status).toBe(401);
    expect((await callTerms(customerId, asked, fulfilment.token)).status).toBe(403);
    expect((await callTerms(987_654, asked)).status).toBe(404);
    const cases: [Record<string, unknown>, string][] = [
      [{ weight: 0 }, 'weight'],
      [{ sku: '' }, 'sku'],
      [{ sku: 'FR_9999_10_nothing_' }, 'sku'],
      [{ delivery_date: 'soon' }, 'delivery_date'],
      [{ delivery_date: '2027-12-30' }, 'delivery_date'],
      [{ coupon_code: 'COMEBACK30' }, 'coupon_code'],
    ];
    for (const [change, field] of cases) {
      const refused = await callTerms(customerId, { ...asked, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.json, field).toHaveProperty(field);
    }
    expect(await petsOf(customerId)).toHaveLength(1);
  });

  it('answers a retry with the same key with the same pup and order; a changed request is 409', async () => {
    const customerId = await subscriber();
    const body = await request(customerId);
    const first = await callAdd(customerId, body);
    const again = await callAdd(customerId, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const changed = await callAdd(customerId, { ...body, weight: 41 });
    expect(changed.status).toBe(409);
    expect(changed.json.code).toBe('idempotency_key_reused');
    expect(await petsOf(customerId)).toHaveLength(2);
    expect(await ordersOf(customerId)).toHaveLength(1);
  });

  it('makes one pup and one charge of a double click', async () => {
    const db = database.db();
    const customerId = await subscriber();
    const body = await request(customerId);
    const answers = await Promise.all([callAdd(customerId, body), callAdd(customerId, body)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toContain(201);
    for (const status of statuses) expect([200, 201, 409]).toContain(status);
    expect((await petsOf(customerId)).filter((pet) => pet.name === 'Rye')).toHaveLength(1);
    expect(await ordersOf(customerId)).toHaveLength(1);
    const charged = await db
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.status, 'succeeded')));
    expect(charged).toHaveLength(1);
    // Once it is done, the key answers the pup made.
    expect((await callAdd(customerId, body)).status).toBe(200);
  });

  it('a declined card is the spec’s 422 and leaves nothing behind; the key may be used again', async () => {
    const db = database.db();
    const customerId = await subscriber('pm_card_chargeDeclinedInsufficientFunds');
    const body = await request(customerId);
    const declined = await callAdd(customerId, body);
    expect(declined.status).toBe(422);
    expect(declined.json).toMatchObject({
      code: 'payment_error',
      decline_code: 'insufficient_funds',
    });
    expect(await petsOf(customerId)).toHaveLength(1);
    expect(await ordersOf(customerId)).toEqual([]);
    expect(await auditsOf(customerId)).toEqual([]);
    const [cart] = await db.select().from(carts).where(eq(carts.customerId, customerId));
    expect(cart!.subscriptions).toEqual({});
    // The same key after the customer's card changed: not a replay of the refusal.
    await saveCardOnFile(db, customerId, 'pm_card_visa');
    expect((await callAdd(customerId, body)).status).toBe(201);
  });

  it('no saved card is a clear 422 before anything is made', async () => {
    const customerId = await subscriber(null);
    const quoted = await callQuote(customerId, RYE);
    expect(quoted.json.card).toBeNull();
    const refused = await callAdd(customerId, await request(customerId));
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe('card_not_saved');
    expect(refused.json.detail).toMatch(/no saved card/);
    expect(await petsOf(customerId)).toHaveLength(1);
  });

  it('a request cut off halfway is 409 while it may run, then a retry finishes it with its pup', async () => {
    const db = database.db();
    const customerId = await subscriber();
    const body = await request(customerId);
    // What a request that died after saving the pup leaves: its pup and its key, no order.
    const pet = await createPet(db, customerId, {
      name: 'Rye',
      weight: 40,
      birth_year: 2021,
      birth_month: 3,
      allergies: ['chicken'],
    });
    await db.insert(idempotencyKeys).values({
      key: `console-add-pup:${body.idempotency_key}`,
      customerId,
      response: {
        fingerprint: fingerprintOf(customerId, await consoleAddPupSchema.validate(body)),
        pet_id: pet.id,
      },
      createdAt: clockNow(),
    });
    const running = await callAdd(customerId, body);
    expect(running.status).toBe(409);
    expect(running.json.code).toBe('idempotency_conflict');
    setClockForTests(new Date(clockNow().getTime() + ADD_PUP_LEASE_MS + 1_000));
    const finished = await callAdd(customerId, body);
    expect(finished.status).toBe(201);
    expect(finished.json.pet_id).toBe(pet.id);
    expect(await petsOf(customerId)).toHaveLength(2);
    expect(await ordersOf(customerId)).toHaveLength(1);
  });
});
