import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import checkoutRoute from '@/pages/api/v3/customers/[id]/checkout';
import consentsRoute from '@/pages/api/v3/customers/[id]/renewal_consents';
import adminConsentsRoute from '@/pages/api/admin/customers/[customerId]/consents';
import methodsRoute from '@/pages/api/v3/customers/[id]/payment_methods/index';
import confirmRoute from '@/pages/api/v3/payments/[paymentId]/confirm';
import initiateRoute from '@/pages/api/v3/payments/initiate';
import { outboxEmails, renewalConsents, subscriptions } from '@/server/db/schema';
import {
  dateWithYear,
  RENEWAL_TERMS_CHANGED,
  RENEWAL_TERMS_REQUIRED,
  TERMS_VERSION,
} from '@/domain/renewal-terms';
import { createSignedInCustomer } from '../factories/customers';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { createStaff } from '../helpers/staff';

type Json = Record<string, unknown> & { id: number; transaction_id: string };

describe('renewal terms consent at checkout', () => {
  const database = useTestDatabase({ seed: true });
  const methods = useRoute(methodsRoute);
  const initiate = useRoute(initiateRoute);
  const confirm = useRoute(confirmRoute);
  const checkoutCall = useRoute(checkoutRoute);
  const consentsCall = useRoute(consentsRoute);
  const adminCall = useRoute(adminConsentsRoute);
  const staffRead = (customerId: number, token?: string) =>
    adminCall<Array<Record<string, unknown>>>({
      url: `/api/admin/customers/${customerId}/consents/`,
      params: { customerId: String(customerId) },
      token,
    });

  async function heldPayment() {
    const ready = await customerReadyToPay(database.db());
    const method = (
      await methods({
        method: 'POST',
        url: `/api/v3/customers/${ready.customer.id}/payment_methods/`,
        params: { id: String(ready.customer.id) },
        token: ready.token,
        body: { card_token: 'pm_card_visa' },
      })
    ).json as Json;
    const intent = (
      await initiate({
        method: 'POST',
        url: '/api/v3/payments/initiate/',
        token: ready.token,
        body: { cart_id: ready.cart.cart_id },
      })
    ).json as Json;
    await confirm({
      method: 'POST',
      url: `/api/v3/payments/${intent.transaction_id}/confirm/`,
      params: { paymentId: intent.transaction_id },
      token: ready.token,
      body: { payment_method_id: method.id },
    });
    return { ...ready, intent };
  }
  const checkout = (customerId: number, token: string, body: unknown) =>
    checkoutCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/checkout/`,
      params: { id: String(customerId) },
      token,
      headers: { 'user-agent': 'Consent test browser/1.0' },
      body,
    });
  const consents = (customerId: number, token?: string) =>
    consentsCall({
      url: `/api/v3/customers/${customerId}/renewal_consents/`,
      params: { id: String(customerId) },
      token,
    });

  it('refuses to place an order without the tick, on the field, and charges nothing', async () => {
    const { customer, token, intent } = await heldPayment();
    const ids = [intent.transaction_id];
    for (const body of [
      { transaction_ids: ids },
      { transaction_ids: ids, renewal_terms_accepted: false },
      { transaction_ids: ids, renewal_terms_accepted: 'maybe' },
    ]) {
      const refused = await checkout(customer.id, token, body);
      expect(refused.status).toBe(400);
      // A missing field's message also names it (the spec's missing-field rule).
      const messages = refused.json.renewal_terms_accepted as string[];
      expect(messages).toHaveLength(1);
      expect(messages[0]!.startsWith(RENEWAL_TERMS_REQUIRED)).toBe(true);
    }
    const stale = await checkout(customer.id, token, {
      transaction_ids: ids,
      renewal_terms_accepted: true,
      renewal_terms_version: '2001-01-01',
    });
    expect(stale.status).toBe(400);
    expect(stale.json.renewal_terms_version).toEqual([RENEWAL_TERMS_CHANGED]);
    const rows = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    expect(rows).toHaveLength(0);
  });

  it('acknowledges the order by email with the very terms agreed to: first charge, until cancelled', async () => {
    const { customer, token, intent } = await heldPayment();
    const placed = await checkout(customer.id, token, {
      transaction_ids: [intent.transaction_id],
      renewal_terms_accepted: true,
      renewal_terms_version: TERMS_VERSION,
    });
    expect(placed.status).toBe(200);
    const [consent] = await database
      .db()
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.customerId, customer.id));
    const [mail] = await database
      .db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'order_confirmation')));
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    expect(oneLine(mail!.text)).toContain(oneLine(consent!.termsText));
    expect(mail!.text).toContain(
      `The first renewal is charged to your card on ${dateWithYear(consent!.firstChargeDate)}`,
    );
    expect(mail!.text).toContain('renews automatically until you cancel it');
  });

  it('records the terms once per subscription with the order, readable by its owner only', async () => {
    const { customer, token, intent, cart, pet } = await heldPayment();
    const body = {
      transaction_ids: [intent.transaction_id],
      renewal_terms_accepted: true,
      renewal_terms_version: TERMS_VERSION,
    };
    const placed = await checkout(customer.id, token, body);
    expect(placed.status).toBe(200);
    // A retried checkout (double click, a replay after a timeout) writes no second record.
    expect((await checkout(customer.id, token, body)).status).toBe(200);

    const rows = await database
      .db()
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.customerId, customer.id));
    expect(rows).toHaveLength(1);
    const [sub] = await database
      .db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    const repeat = Object.values(cart.subscriptions)[0]!.repeat;
    const row = rows[0]!;
    expect(row).toMatchObject({
      subscriptionId: sub!.id,
      petId: pet.id,
      source: 'checkout',
      orderId: placed.json.id,
      termsVersion: TERMS_VERSION,
      everyWeeks: repeat.every_weeks,
      boxSubtotalCents: repeat.box.subtotal,
      boxTaxCents: repeat.box.tax,
      boxTotalCents: repeat.box.total,
      userAgent: 'Consent test browser/1.0',
    });
    expect(row.ipAddress).not.toBe('');
    expect(row.termsText).toContain(`${pet.name}’s box renews`);
    expect(row.termsText).toContain('until you cancel');
    expect(row.termsText).toContain('My plan');

    const own = await consents(customer.id, token);
    expect(own.status).toBe(200);
    const list = own.json as unknown as Array<Record<string, unknown>>;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      subscription_id: sub!.id,
      pet_name: pet.name,
      terms_text: row.termsText,
      box_total_cents: repeat.box.total,
    });
    // Where it came from is for staff, not echoed to the browser.
    expect(list[0]).not.toHaveProperty('ip_address');

    const stranger = await createSignedInCustomer(database.db());
    const foreign = await consents(customer.id, stranger.token);
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain('renews');
    expect((await consents(customer.id)).status).toBe(401);

    // Canine Care (consents.read) sees the whole record; fulfilment does not.
    const db = database.db();
    const support = await createStaff(db, { role: 'support' });
    const packer = await createStaff(db, { role: 'fulfilment' });
    const record = await staffRead(customer.id, support.token);
    expect(record.status).toBe(200);
    expect(record.json).toHaveLength(1);
    expect(record.json[0]).toMatchObject({
      customer_id: customer.id,
      ip_address: row.ipAddress,
      user_agent: 'Consent test browser/1.0',
      terms_text: row.termsText,
    });
    expect((await staffRead(customer.id, packer.token)).status).toBe(403);
    expect((await staffRead(customer.id, token)).status).toBe(403);
    expect((await staffRead(customer.id)).status).toBe(401);
    expect((await staffRead(999_999, support.token)).status).toBe(404);
  });
});
