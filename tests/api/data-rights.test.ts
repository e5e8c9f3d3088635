import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import exportRoute from '@/pages/api/v3/customers/[id]/data_export';
import deleteRoute from '@/pages/api/v3/customers/[id]/delete_account';
import customerRoute from '@/pages/api/v3/customers/[id]/index';
import {
  addresses,
  auditLog,
  customers,
  orders,
  outboxEmails,
  paymentMethods,
  pets,
  renewalConsents,
  subscriptions,
} from '@/server/db/schema';
import { auditPage } from '@/server/admin/audit-query';
import { getPaymentProvider } from '@/server/payments';
import { logIn, registerLead } from '@/server/services/auth/sign-in';
import { createSignedInCustomer } from '../factories/customers';
import { customerReadyToPay, SHIPPING } from '../helpers/checkout-fixtures';
import { useRoute } from '../helpers/call-route';
import { usePurchaseRoutes } from '../helpers/purchase-routes';
import { useTestDatabase } from '../helpers/test-db';

const PASSWORD = 'walks in the rain';

describe('a customer’s data rights', () => {
  const database = useTestDatabase({ seed: true });
  const purchase = usePurchaseRoutes();
  const exportCall = useRoute(exportRoute);
  const deleteCall = useRoute(deleteRoute);
  const profileCall = useRoute(customerRoute);

  const exportOf = (customerId: number, token?: string) =>
    exportCall({
      url: `/api/v3/customers/${customerId}/data_export/`,
      params: { id: String(customerId) },
      token,
    });
  const deleteAccount = (customerId: number, token: string | undefined, body: unknown) =>
    deleteCall({
      method: 'POST',
      url: `/api/v3/customers/${customerId}/delete_account/`,
      params: { id: String(customerId) },
      token,
      body,
    });

  /** The requests on record for a customer: who asked (`actor`) and what. */
  const requestsOf = (customerId: number) =>
    database
      .db()
      .select({ actor: auditLog.actor, staffId: auditLog.staffId, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'customer'), eq(auditLog.targetId, String(customerId))));

  /** A customer who bought a first box: a plan, a saved card, an order, a consent, emails. */
  async function subscriber() {
    const ready = await customerReadyToPay(database.db());
    const { order } = await purchase(ready.customer.id, ready.token, ready.cart.cart_id);
    return { ...ready, orderId: (order as { id: number }).id };
  }

  it('exports every section to its owner, without secrets, and to nobody else', async () => {
    const { customer, token, pet, orderId } = await subscriber();
    const response = await exportOf(customer.id, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="ollie-data-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const data = response.json as Record<string, unknown> & {
      profile: Record<string, unknown>;
      pups: Array<Record<string, unknown>>;
      orders: Array<{ id: number; lines: unknown[] }>;
    };
    for (const section of [
      'profile',
      'pups',
      'subscriptions',
      'orders',
      'payment_methods',
      'consents',
      'renewal_consents',
      'emails',
      'claims',
    ])
      expect(data, section).toHaveProperty(section);
    expect(data.profile).toMatchObject({ email: customer.email });
    expect(data.pups[0]).toMatchObject({ id: pet.id, name: pet.name });
    expect(data.orders.map((order) => order.id)).toContain(orderId);
    expect(data.orders[0]!.lines.length).toBeGreaterThan(0);
    expect((data.renewal_consents as unknown[]).length).toBe(1);
    expect((data.emails as Array<Record<string, unknown>>)[0]).not.toHaveProperty('text');

    const db = database.db();
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, customer.id));
    const bodies = await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email));
    for (const secret of [row!.passwordHash!, token, card!.cardToken, ...bodies.map((b) => b.text)])
      expect(response.text).not.toContain(secret);

    const stranger = await createSignedInCustomer(db);
    const foreign = await exportOf(customer.id, stranger.token);
    expect(foreign.status).toBe(403);
    expect(foreign.text).not.toContain(customer.email);
    expect((await exportOf(customer.id)).status).toBe(401);
    // The owner's request is on record, once; the refused ones are not.
    expect(await requestsOf(customer.id)).toEqual([
      { actor: 'customer', staffId: null, action: 'customer.data_export' },
    ]);
  });

  it('refuses a deletion whose typed email is not the account’s, and a foreign one', async () => {
    const { customer, token } = await createSignedInCustomer(database.db());
    for (const body of [{}, { confirm_email: 'someone@else.test' }, { confirm_email: 7 }]) {
      const refused = await deleteAccount(customer.id, token, body);
      expect(refused.status).toBe(400);
      expect(refused.json).toHaveProperty('confirm_email');
    }
    const stranger = await createSignedInCustomer(database.db());
    const confirm = { confirm_email: customer.email };
    expect((await deleteAccount(customer.id, stranger.token, confirm)).status).toBe(403);
    expect((await deleteAccount(customer.id, undefined, confirm)).status).toBe(401);
    const [still] = await database
      .db()
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(still!.email).toBe(customer.email);
  });

  it('deletes: plans cancelled, cards detached, sign-in gone, the order kept without the person', async () => {
    const db = database.db();
    const { customer, token, pet, orderId } = await subscriber();
    const [card] = await db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.customerId, customer.id));

    // The first box is paid and not shipped yet: the customer chose to have it refunded
    // (deletion-pending-boxes.test.ts covers the choice itself).
    const deleted = await deleteAccount(customer.id, token, {
      confirm_email: customer.email.toUpperCase(),
      pending_boxes: 'refund',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ deleted: true, plans_cancelled: 1, cards_detached: 1 });
    expect(await requestsOf(customer.id)).toEqual([
      { actor: 'customer', staffId: null, action: 'customer.delete_account' },
    ]);
    // The console's audit log lists it with no staff member.
    const logged = await auditPage(db, { target_type: 'customer', target_id: String(customer.id) });
    expect(logged.results).toMatchObject([
      { actor: 'customer', staff_id: null, staff_email: null, action: 'customer.delete_account' },
    ]);

    const plans = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    expect(plans.map((plan) => plan.status)).toEqual(['cancelled']);
    const provider = getPaymentProvider(db);
    expect((await provider.retrievePaymentMethod(card!.cardToken)).customer).toBeNull();
    expect(
      await db.select().from(paymentMethods).where(eq(paymentMethods.customerId, customer.id)),
    ).toEqual([]);

    // The old token no longer works, and neither does the old email and password.
    const profile = await profileCall({
      url: `/api/v3/customers/${customer.id}/`,
      params: { id: String(customer.id) },
      token,
    });
    expect(profile.status).toBe(401);
    expect(
      await logIn(db, { email: customer.email, password: PASSWORD }, '203.0.113.9'),
    ).toBeNull();

    const [row] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({
      email: `deleted-${customer.id}@invalid`,
      firstName: '',
      lastName: '',
      passwordHash: null,
    });
    expect(await db.select().from(addresses).where(eq(addresses.customerId, customer.id))).toEqual(
      [],
    );
    const [pup] = await db.select().from(pets).where(eq(pets.id, pet.id));
    expect(pup!.name).not.toBe(pet.name);

    // The order stays for tax, without the name, email, phone or street address.
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalCents).toBeGreaterThan(0);
    const kept = JSON.stringify(order);
    for (const personal of [
      SHIPPING.first_name,
      SHIPPING.last_name,
      SHIPPING.address1,
      SHIPPING.phone,
      SHIPPING.zip_code,
      customer.email,
    ])
      expect(kept).not.toContain(personal);
    expect(order!.shippingAddress.state).toBe(SHIPPING.state);

    // The consent record stays for its retention period, without where it came from or names.
    const [consent] = await db
      .select()
      .from(renewalConsents)
      .where(eq(renewalConsents.customerId, customer.id));
    expect(consent).toMatchObject({ ipAddress: '', userAgent: '' });
    expect(consent!.termsText).not.toContain(pet.name);

    // Nothing addressed to the person is left in the outbox.
    expect(await db.select().from(outboxEmails).where(eq(outboxEmails.to, customer.email))).toEqual(
      [],
    );

    // A second request finds no account.
    expect(
      (await deleteAccount(customer.id, token, { confirm_email: customer.email })).status,
    ).toBe(401);

    // The same email can sign up again, as a new customer.
    const again = await registerLead(db, undefined, { email: customer.email, first_name: 'Again' });
    expect(again.id).not.toBe(customer.id);
    expect(again.email).toBe(customer.email);
  });
});
