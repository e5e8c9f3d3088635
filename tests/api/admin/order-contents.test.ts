import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { orderContentsSchema } from '@/contracts/admin/order-contents';
import contentsRoute from '@/pages/api/admin/orders/[orderId]/contents';
import {
  auditLog,
  orderEdits,
  orderItems,
  orderTaxLines,
  orders,
  outboxEmails,
  payments,
  pets,
  refundLines,
  refunds,
  shipments,
  taxTransactions,
} from '@/server/db/schema';
import { clockNow } from '@/server/clock';
import * as monitoring from '@/server/monitoring/report-error';
import { getPaymentProvider } from '@/server/payments';
import { formatCents } from '@/domain/format/money';
import { OfflineTaxProvider } from '@/server/tax/offline/offline-tax-provider';
import { redriveTaxRecords } from '@/server/tax/tax-redrive';
import { TaxProviderError } from '@/server/tax/types';
import { cancelOrder } from '@/server/services/console-orders/order-cancel';
import { refundOrder } from '@/server/services/care/refunds-service';
import { pickList } from '@/server/services/fulfilment/fulfilment-service';
import { packBox } from '@/server/services/fulfilment/shipment-service';
import { contentsEditUnderWay } from '@/server/services/console-orders/contents-edit-under-way';
import { editOrderContents } from '@/server/services/console-orders/order-contents';
import { createRenewedCustomer } from '../../factories/renewal-orders';
import { saveCardOnFile } from '../../factories/payment-methods';
import { useRoute } from '../../helpers/call-route';
import { useStaffRoles } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

let keys = 0;
const key = () => `edit-key-${++keys}-${randomUUID()}`;

describe('an order’s recipes and extras, edited before it is packed', () => {
  const database = useTestDatabase({ seed: true });
  const contents = useRoute(contentsRoute);
  const { support, fulfilment } = useStaffRoles(database);
  const post = (orderId: number, body: unknown, token = support.token) =>
    contents<Record<string, unknown>>({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/contents/`,
      params: { orderId: String(orderId) },
      body,
      token,
    });
  const orderOf = async (id: number) =>
    (await database.db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const linesOf = (id: number) =>
    database
      .db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(orderItems.id);

  it('previews, then charges a dearer recipe to the saved card; the pick list follows', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db);
    const edit = {
      plans: [{ pet_id: pet.id, fresh: ['pork'] }],
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 2 }],
    };

    const preview = await post(order.id, { ...edit, idempotency_key: key(), preview: true });
    expect(preview.status).toBe(200);
    const shown = preview.json as {
      difference: number;
      after: { total: number };
      money: string;
      applied: boolean;
    };
    expect(shown).toMatchObject({ applied: false, money: 'charge' });
    expect(shown.difference).toBeGreaterThan(0);
    expect(shown.after.total).toBe(order.totalCents + shown.difference);
    expect((await orderOf(order.id)).totalCents).toBe(order.totalCents);

    const idempotency_key = key();
    const body = { ...edit, idempotency_key, expected_total: shown.after.total };
    const done = await post(order.id, body);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({
      applied: true,
      money: 'charge',
      difference: shown.difference,
    });
    const after = await orderOf(order.id);
    expect(after.totalCents).toBe(shown.after.total);
    const [charge] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, done.json.payment_id as number));
    // What is charged is what is recorded: the first charge plus the difference is the new total.
    const [first] = await db.select().from(payments).where(eq(payments.id, order.paymentId!));
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: shown.difference });
    expect(first!.amountCents + charge!.amountCents).toBe(after.totalCents);
    const lines = await linesOf(order.id);
    expect(lines.map((line) => line.sku)).toEqual([expect.stringContaining('_pork_'), 'ZOOMIES01']);
    expect(lines.reduce((sum, line) => sum + line.totalCents, 0)).toBe(after.subtotalCents);
    const picks = await pickList(db, order.deliveryDate);
    expect(picks.recipes.map((recipe) => recipe.recipe_key)).toContain('pork');
    expect(picks.recipes.map((recipe) => recipe.recipe_key)).not.toContain('chicken');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'order.contents.edit'), eq(auditLog.targetId, String(order.id))),
      );
    expect(audit).toMatchObject({
      staffId: support.id,
      before: expect.objectContaining({
        totals: expect.objectContaining({ total: order.totalCents }),
      }),
      after: expect.objectContaining({ difference_cents: shown.difference }),
    });

    // The same click again charges nothing more, and tells the customer nothing more.
    const again = await post(order.id, body);
    expect(again.status).toBe(200);
    expect(again.json.payment_id).toBe(done.json.payment_id);
    expect(await changedEmails(order.id)).toEqual([
      expect.stringContaining(
        `We charged the difference, ${formatCents(shown.difference)}, to your Visa card ending in 4242.`,
      ),
    ]);
    expect(await db.select().from(orderEdits).where(eq(orderEdits.orderId, order.id))).toHaveLength(
      1,
    );
    expect((await orderOf(order.id)).totalCents).toBe(after.totalCents);
    // The key with other contents is refused.
    const reused = await post(order.id, { ...body, extras: [] });
    expect(reused.status).toBe(409);
  });

  /** A paid box whose edit added extras: its own charge (`first`) and the edit's (`charge`). */
  /** The customer's "Order #N has changed" emails: the text of each. */
  const changedEmails = async (orderId: number) =>
    (
      await database
        .db()
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, `Order #${orderId} has changed`))
    ).map((email) => email.text);

  /** The order's tax records with the provider: what each is and the tax it moved. */
  const taxRecordsOf = async (orderId: number) =>
    (
      await database
        .db()
        .select()
        .from(taxTransactions)
        .where(eq(taxTransactions.orderId, orderId))
        .orderBy(taxTransactions.createdAt, taxTransactions.reference)
    ).map((row) => [row.kind, row.reference, row.taxCents] as const);
  const taxNet = async (orderId: number) =>
    (await taxRecordsOf(orderId)).reduce((sum, [, , cents]) => sum + cents, 0);

  async function boxWithDearerEdit() {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db, { state: 'NY' });
    const done = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 3 }],
    });
    expect(done.status).toBe(200);
    const [charge] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, done.json.payment_id as number));
    const [first] = await db.select().from(payments).where(eq(payments.id, order.paymentId!));
    return { db, order, first: first!, charge: charge! };
  }

  it('a box cancelled after a dearer edit gives back both charges', async () => {
    const { db, order, first, charge } = await boxWithDearerEdit();
    // The dearer box's tax is recorded with the provider from the edit's calculation: the
    // capture's transaction reversed whole, the new one recorded, so the net is the new tax.
    const edited = await orderOf(order.id);
    expect(edited.taxCents).toBeGreaterThan(order.taxCents);
    expect(await taxRecordsOf(order.id)).toEqual([
      ['transaction', `order-${order.id}`, order.taxCents],
      ['reversal', `order-${order.id}-replaced`, -order.taxCents],
      ['transaction', `order-${order.id}-${edited.taxCalculationId}`, edited.taxCents],
    ]);
    // Cancelled now, everything paid goes back to the card: each charge on its own payment.
    const cancel = { idempotency_key: key(), reason: 'Changed their mind' };
    const cancelled = await cancelOrder(db, getPaymentProvider(db), order.id, support.id, cancel);
    expect(cancelled).toMatchObject({
      refunded_to_card: first.amountCents + charge.amountCents,
      refunded_to_credit: 0,
    });
    const given = await db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(refunds.id);
    expect(
      given.map(({ paymentId, destination, status, amountCents }) => ({
        paymentId,
        destination,
        status,
        amountCents,
      })),
    ).toEqual([
      {
        paymentId: first.id,
        destination: 'card',
        status: 'succeeded',
        amountCents: first.amountCents,
      },
      {
        paymentId: charge.id,
        destination: 'card',
        status: 'succeeded',
        amountCents: charge.amountCents,
      },
    ]);
    // Both refunds reverse their share of the new transaction: no tax is left recorded.
    expect(await taxNet(order.id)).toBe(0);
    // The box-cancelled email says what went back; the refunds send none of their own, nor did
    // the edit's charge.
    const told = await database
      .db()
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Your refund for order #${order.id}`));
    expect(told).toEqual([]);
  });

  it('a cancel whose second card refund fails stops there; that charge comes back as credit', async () => {
    const { db, order, first, charge } = await boxWithDearerEdit();
    // The card network turns down the refund of the edit's charge (Stripe answers it failed).
    const real = getPaymentProvider(db);
    const refusing = Object.create(real) as typeof real;
    let asked = 0;
    refusing.refund = async (intent, amount, idempotencyKey) => {
      asked += 1;
      const answer = await real.refund(intent, amount, idempotencyKey);
      return intent === charge.providerId
        ? { ...answer, status: 'failed', failure_reason: 'expired_or_canceled_card' }
        : answer;
    };
    const cancelled = await cancelOrder(db, refusing, order.id, support.id, {
      idempotency_key: key(),
      reason: 'Changed their mind',
    });
    expect(asked).toBe(2);
    expect(cancelled).toMatchObject({
      refunded_to_card: first.amountCents,
      refunded_to_credit: charge.amountCents,
    });
  });

  it('refunds an extra taken out through the refund service; then refunds count the new lines', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db);
    const done = await post(order.id, { idempotency_key: key(), extras: [] });
    expect(done.status).toBe(200);
    const view = done.json as { difference: number; refund_id: number; money: string };
    expect(view.money).toBe('refund');
    expect(view.difference).toBeLessThan(0);
    const [refund] = await db.select().from(refunds).where(eq(refunds.id, view.refund_id));
    expect(refund).toMatchObject({
      status: 'succeeded',
      destination: 'card',
      amountCents: -view.difference,
    });
    expect(await changedEmails(order.id)).toEqual([
      expect.stringContaining(`${formatCents(-view.difference)} goes back to your card`),
    ]);
    // The box-changed email says it: the edit's refund sends none of its own.
    expect(
      await db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.subject, `Your refund for order #${order.id}`)),
    ).toEqual([]);
    const after = await orderOf(order.id);
    expect(after.totalCents).toBe(order.totalCents + view.difference);
    expect((await linesOf(order.id)).map((line) => line.petId)).toEqual([pet.id]);
    expect(after.holdReason).toBeNull();
    // An edit's own refund does not count as money given back: the box can be edited again.
    const more = await post(order.id, {
      idempotency_key: key(),
      preview: true,
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 1 }],
    });
    expect(more.status).toBe(200);
  });

  it('prices the tax through the tax provider: a taxed extra taken out gives its tax back', async () => {
    const db = database.db();
    const { order } = await createRenewedCustomer(db, { state: 'NY' });
    expect(order.taxCents).toBeGreaterThan(0);
    const done = await post(order.id, { idempotency_key: key(), extras: [] });
    expect(done.status).toBe(200);
    const after = await orderOf(order.id);
    expect(after.taxCents).toBeGreaterThan(0);
    expect(after.taxCents).toBeLessThan(order.taxCents);
    const taxLines = await db
      .select()
      .from(orderTaxLines)
      .where(eq(orderTaxLines.orderId, order.id));
    expect(taxLines.reduce((sum, line) => sum + line.taxCents, 0)).toBe(after.taxCents);
    const lines = await db
      .select()
      .from(refundLines)
      .where(eq(refundLines.refundId, done.json.refund_id as number));
    expect(lines).toContainEqual(
      expect.objectContaining({ line: 'tax', amountCents: order.taxCents - after.taxCents }),
    );
    expect(after.totalCents).toBe(order.totalCents + (done.json.difference as number));
    // The provider's record follows: the capture's transaction reversed whole and the edit's
    // calculation recorded; the edit's own refund reverses nothing more.
    expect(await taxRecordsOf(order.id)).toEqual([
      ['transaction', `order-${order.id}`, order.taxCents],
      ['reversal', `order-${order.id}-replaced`, -order.taxCents],
      ['transaction', `order-${order.id}-${after.taxCalculationId}`, after.taxCents],
    ]);
    // A full refund afterwards gives back the new total: the edit's refund named the old lines.
    const full = await refundOrder(db, getPaymentProvider(db), order.id, support.id, {
      idempotency_key: key(),
      reason: 'Box lost',
      full: true,
      lines: [],
    });
    expect(full.amount).toBe(after.totalCents);
    expect(await taxNet(order.id)).toBe(0);
  });

  it('an edit whose tax record the provider failed is recorded by the tax job, once', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db, { state: 'NY' });
    const report = vi.spyOn(monitoring, 'reportError').mockImplementation(() => undefined);
    vi.spyOn(OfflineTaxProvider.prototype, 'recordTransaction').mockRejectedValueOnce(
      new TaxProviderError('provider_error', 'Stripe Tax did not answer.'),
    );
    const done = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 3 }],
    });
    // The money moved and the box changed: the tax record waits for the job.
    expect(done.status).toBe(200);
    expect(report).toHaveBeenCalledWith(expect.any(TaxProviderError), {
      where: 'tax-commit',
      orderId: order.id,
    });
    const after = await orderOf(order.id);
    expect(await redriveTaxRecords(db, clockNow())).toMatchObject({ recorded: 1, failed: 0 });
    expect(await redriveTaxRecords(db, clockNow())).toEqual({
      recorded: 0,
      reversed: 0,
      failed: 0,
    });
    expect(await taxRecordsOf(order.id)).toEqual([
      ['transaction', `order-${order.id}`, order.taxCents],
      ['reversal', `order-${order.id}-replaced`, -order.taxCents],
      ['transaction', `order-${order.id}-${after.taxCalculationId}`, after.taxCents],
    ]);
  });

  it('a declined charge leaves the box as it was', async () => {
    const db = database.db();
    const { order, pet, customer } = await createRenewedCustomer(db);
    await saveCardOnFile(db, customer.id, 'pm_card_chargeDeclinedInsufficientFunds');
    const before = await linesOf(order.id);
    const declined = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 5 }],
    });
    expect(declined.status).toBe(402);
    expect(declined.json.detail).toMatch(/declined .*The box was not changed\.$/);
    expect(declined.json.detail).not.toMatch(/\.\./);
    expect(await linesOf(order.id)).toEqual(before);
    expect((await orderOf(order.id)).totalCents).toBe(order.totalCents);
    expect(await changedEmails(order.id)).toEqual([]);
  });

  it('holds packing while an edit’s charge is under way, then lets it go', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db);
    // The provider is asked for the edit's charge, and answers only when the test says so.
    let asked!: () => void;
    let answer!: () => void;
    const charging = new Promise<void>((resolve) => (asked = resolve));
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const real = getPaymentProvider(db);
    const slow = Object.create(real) as typeof real;
    slow.chargeOffSession = async (input) => {
      asked();
      await answered;
      return real.chargeOffSession(input);
    };
    const input = orderContentsSchema.validateSync({
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 4 }],
    });
    const edit = editOrderContents(db, slow, support.id, order.id, input);
    const box = { orderId: order.id, petId: pet.id };
    // The edit is reserved and its charge asked for (an edit that failed early ends the wait).
    await Promise.race([charging, edit]);
    await expect(packBox(db, box, { staffId: fulfilment.id })).rejects.toMatchObject({
      code: 'conflict',
      detail:
        'This box’s recipes and extras are being changed in the console: pack it in a moment.',
    });
    answer();
    expect(await edit).toMatchObject({ applied: true, money: 'charge' });
    expect(await contentsEditUnderWay(db, order.id)).toBe(false);
  });

  it('a renewal not charged yet is only re-priced: its next charge is the new total', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db, { card: 'pm_card_chargeDeclined' });
    expect(order.status).toBe('payment_failed');
    const done = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 3 }],
    });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ money: 'reprice', payment_id: null, refund_id: null });
    const after = await orderOf(order.id);
    expect(after.totalCents).toBe(order.totalCents + (done.json.difference as number));
    expect(await changedEmails(order.id)).toEqual([
      expect.stringContaining(`${formatCents(after.totalCents)} is what we charge when it does.`),
    ]);
  });

  it('refuses a packed box, bad input, an allergen, the wrong role and an unknown order', async () => {
    const db = database.db();
    const { order, pet } = await createRenewedCustomer(db);
    const extras = [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 1 }];

    expect((await post(order.id, { extras })).status).toBe(400);
    const badQuantity = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 9 }],
    });
    expect(badQuantity.status).toBe(400);
    expect(badQuantity.json['extras[0].quantity']).toBeDefined();
    const notOnSale = await post(order.id, {
      idempotency_key: key(),
      extras: [...extras, { pet_id: pet.id, sku: 'NOPE01', quantity: 1 }],
    });
    expect(notOnSale.status).toBe(400);
    expect(notOnSale.json['extras[1].sku']).toEqual(['This extra is not on sale.']);
    const wrongKind = await post(order.id, {
      idempotency_key: key(),
      plans: [{ pet_id: pet.id, fresh: ['chicken'], dry: ['chicken'] }],
      extras,
    });
    expect(wrongKind.status).toBe(400);
    const nothing = await post(order.id, {
      idempotency_key: key(),
      extras: [{ pet_id: pet.id, sku: 'ZOOMIES01', quantity: 2 }],
    });
    expect(nothing.status).toBe(400);

    await db
      .update(pets)
      .set({ allergies: ['beef'] })
      .where(eq(pets.id, pet.id));
    const allergic = await post(order.id, {
      idempotency_key: key(),
      preview: true,
      plans: [{ pet_id: pet.id, fresh: ['beef'] }],
      extras,
    });
    expect(allergic.status).toBe(400);
    expect(String((allergic.json['plans[0].fresh'] as string[])[0])).toMatch(/beef/i);
    const acknowledged = await post(order.id, {
      idempotency_key: key(),
      preview: true,
      plans: [{ pet_id: pet.id, fresh: ['beef'] }],
      extras,
      allergen_acknowledged: true,
    });
    expect(acknowledged.status).toBe(200);

    const body = { idempotency_key: key(), extras };
    expect((await post(order.id, body, fulfilment.token)).status).toBe(403);
    expect((await post(999_999, body)).status).toBe(404);
    const moved = await post(order.id, { ...body, idempotency_key: key(), expected_total: 1 });
    expect(moved.status).toBe(409);

    // Another edit under way (its money moving) holds this one off.
    const totals = { subtotal: 0, discount: 0, credit: 0, tax: 0, shipping: 0, total: 0 };
    await db.insert(orderEdits).values({
      orderId: order.id,
      idempotencyKey: key(),
      requestFingerprint: 'another edit',
      before: { lines: [], totals },
      after: {
        lines: [],
        totals,
        tax: { id: 'taxcalc_x', provider: 'offline', jurisdictions: [], incomplete: false },
      },
      differenceCents: 0,
    });
    const underWay = await post(order.id, { ...body, idempotency_key: key() });
    expect(underWay.status).toBe(409);
    expect(underWay.json.detail).toMatch(/under way/);
    await db.delete(orderEdits).where(eq(orderEdits.orderId, order.id));

    await db.insert(shipments).values({ orderId: order.id, petId: pet.id, status: 'packed' });
    const packed = await post(order.id, { ...body, idempotency_key: key() });
    expect(packed.status).toBe(409);
    expect(packed.json.code).toBe('order_not_editable');
  });
});
