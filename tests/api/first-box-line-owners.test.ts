import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems, orders, outboxEmails, subscriptions } from '@/server/db/schema';
import { formatCents } from '@/domain/format/money';
import { reminderDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { lastChargedBox } from '@/server/services/renewals/last-charged-box';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { usePurchaseRoutes } from '../helpers/purchase-routes';
import { useTestDatabase } from '../helpers/test-db';

/**
 * Issue 32 item 1: an add-on line put in the cart without a pup (pet_id null) still belongs to a
 * pup's box once ordered, so the pup's last box is the whole amount paid for it, and the renewal
 * reminder's "instead of" quotes that amount.
 */
describe('first-box add-on lines belong to a pup', () => {
  const database = useTestDatabase({ seed: true });
  const purchase = usePurchaseRoutes();

  it('records a household add-on with the pup and quotes the amount paid in the reminder', async () => {
    const db = database.db();
    const { customer, token, pet, cart } = await customerReadyToPay(db);
    expect(cart.line_items.map((line) => line.pet_id)).toEqual([null]);
    const { order } = await purchase(customer.id, token, cart.cart_id);
    const orderId = (order as { id: number }).id;

    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((item) => [item.sku, item.petId])).toContainEqual(['ZOOMIES01', pet.id]);
    expect(items.every((item) => item.petId === pet.id)).toBe(true);

    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    const last = await lastChargedBox(db, pet.id);
    expect(last!.box.total).toBe(paid!.totalCents);

    // The reminder before the first full-price box: "instead of" what was paid for that box.
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.petId, pet.id));
    const remindAt = new Date(`${reminderDay(plan!.nextDeliveryDate)}T17:00:00Z`);
    await runRenewals(db, getPaymentProvider(db), remindAt, { customerId: customer.id });
    const [reminder] = await db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'renewal_reminder')));
    expect(reminder!.text).toContain(`instead of ${formatCents(paid!.totalCents)}`);
  });

  it('counts a household line of an order recorded before lines had owners with the first pup', async () => {
    const db = database.db();
    const { customer, token, pet, cart } = await customerReadyToPay(db);
    const { order } = await purchase(customer.id, token, cart.cart_id);
    const orderId = (order as { id: number }).id;
    // As such orders were written: the add-on without a pup.
    await db
      .update(orderItems)
      .set({ petId: null })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.sku, 'ZOOMIES01')));
    const [paid] = await db.select().from(orders).where(eq(orders.id, orderId));
    const last = await lastChargedBox(db, pet.id);
    expect(last!.box.total).toBe(paid!.totalCents);
    expect(last!.box.lines.map((line) => line.sku)).toContain('ZOOMIES01');
  });
});
