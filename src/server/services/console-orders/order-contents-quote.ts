import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { readAll } from '@/server/db/read-all';
import {
  creditEntries,
  orderEdits,
  orderItems,
  orders,
  pets,
  refunds,
  type OrderRow,
} from '@/server/db/schema';
import { DomainError, ValidationError } from '@/server/errors';
import type { OrderContentsInput } from '@/contracts/admin/order-contents';
import { shopToday } from '@/domain/delivery-schedule';
import {
  editedLines,
  editedTotals,
  sameLines,
  type EditLine,
  type EditTotals,
} from '@/domain/order-edit';
import { clockNow } from '@/server/clock';
import { calculateOrderTax, taxAddressOf } from '@/server/tax/tax-service';
import type { TaxCalculation } from '@/server/tax';
import { findAddonsBySku } from '../catalog/catalog-repository';
import { allergenRefusals } from '../catalog/allergen-guard';
import { editable } from './order-ship-to';
import { replacements } from './order-contents-recipes';

export interface ContentsQuote {
  order: OrderRow;
  fingerprint: string;
  before: { lines: EditLine[]; totals: EditTotals; itemIds: number[] };
  after: { lines: EditLine[]; totals: EditTotals; tax: TaxCalculation };
  difference: number;
  money: 'charge' | 'refund' | 'reprice' | 'none';
}

export const totalsOf = (order: OrderRow): EditTotals => ({
  subtotal: order.subtotalCents,
  // The order keeps offer and credit together in its discount (placeOrder).
  discount: order.discountCents - order.creditCents,
  credit: order.creditCents,
  tax: order.taxCents,
  shipping: order.shippingCents,
  total: order.totalCents,
});

/** The order, or why its contents cannot change now (404, 409). */
export async function editableOrder(db: Database, orderId: number): Promise<OrderRow> {
  const [[order], [open], [givenBack], [claimed]] = await readAll(db, [
    () => db.select().from(orders).where(eq(orders.id, orderId)),
    () =>
      db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), editable)),
    () =>
      db
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.orderId, orderId),
            inArray(refunds.status, ['pending', 'succeeded']),
            notInArray(
              refunds.id,
              db
                .select({ id: sql<number>`${orderEdits.refundId}` })
                .from(orderEdits)
                .where(and(eq(orderEdits.orderId, orderId), isNotNull(orderEdits.refundId))),
            ),
          ),
        )
        .limit(1),
    () =>
      db
        .select({ id: creditEntries.id })
        .from(creditEntries)
        .where(and(eq(creditEntries.orderId, orderId), eq(creditEntries.kind, 'claim')))
        .limit(1),
  ]);
  if (!order) throw new DomainError('not_found', 'No such order.');
  const refuse = (detail: string) => new DomainError('order_not_editable', detail);
  if (!open)
    throw refuse(
      'This box is packed, shipped, cancelled or refunded: its recipes and extras can no longer change.',
    );
  if (order.status === 'requires_action')
    throw refuse(
      'This box’s charge is waiting for the customer’s bank: its contents can change once it is paid or declined.',
    );
  if (givenBack || claimed)
    throw refuse(
      'Money was already given back for this box: cancel it and place a new one instead of editing it.',
    );
  return order;
}

export function contentsFingerprint(input: OrderContentsInput): string {
  const asked = {
    plans: input.plans.map((plan) => [plan.pet_id, [...plan.fresh].sort(), [...plan.dry].sort()]),
    extras: input.extras.map((extra) => [extra.pet_id, extra.sku, extra.quantity]),
  };
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

/**
 * What an edit of the order's recipes and extras makes of it: the new lines priced (what it
 * keeps at the price it was sold, what changes at today's), the tax through the tax provider at
 * the box's ship-to, the new totals and the difference. Changes nothing.
 */
export async function quoteOrderContents(
  db: Database,
  orderId: number,
  input: OrderContentsInput,
): Promise<ContentsQuote> {
  const order = await editableOrder(db, orderId);
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const lines: EditLine[] = rows.map((row) => ({
    pet_id: row.petId,
    sku: row.sku,
    product_type: row.productType,
    product_name: row.productName,
    quantity: row.quantity,
    unit_cents: row.unitCents,
    total_cents: row.totalCents,
  }));
  const petIds = [...new Set(lines.flatMap((line) => (line.pet_id === null ? [] : [line.pet_id])))];
  const pups = petIds.length
    ? await db
        .select({ id: pets.id, name: pets.name, allergies: pets.allergies })
        .from(pets)
        .where(inArray(pets.id, petIds))
    : [];
  const allergiesOf = new Map(pups.map((pup) => [pup.id, pup]));
  const today = shopToday(clockNow());
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  input.extras.forEach((extra, index) => {
    if (extra.pet_id !== null && !petIds.includes(extra.pet_id))
      errors[`extras[${index}].pet_id`] = ['This pup has no box in this order.'];
    const key = `${extra.pet_id}|${extra.sku}`;
    if (seen.has(key)) errors[`extras[${index}].sku`] = ['This extra is listed twice.'];
    seen.add(key);
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const plans = await replacements(
    db,
    lines,
    input.plans,
    allergiesOf,
    input.allergen_acknowledged,
    today,
  );
  const addonRows = (
    await findAddonsBySku(
      db,
      input.extras.map((extra) => extra.sku),
      today,
    )
  ).filter((row) => row.isActive);
  const edited = editedLines({
    lines,
    plans,
    extras: input.extras,
    onSale: new Map(
      addonRows.map((row) => [
        row.sku,
        {
          sku: row.sku,
          product_name: row.name,
          product_type: row.productType,
          unit_cents: row.priceCents,
        },
      ]),
    ),
  });
  if (!edited.ok) {
    const index = input.extras.findIndex((extra) => extra.sku === edited.unknownSku);
    throw new ValidationError({ [`extras[${index}].sku`]: ['This extra is not on sale.'] });
  }
  const added = input.extras.filter(
    (extra) =>
      extra.quantity > 0 &&
      !lines.some((line) => line.sku === extra.sku && line.pet_id === extra.pet_id),
  );
  for (const extra of added) {
    const who = extra.pet_id === null ? pups : pups.filter((pup) => pup.id === extra.pet_id);
    const items = addonRows.map((row) => ({ ...row, key: row.sku }));
    const refusals = allergenRefusals(items, [extra.sku], who, input.allergen_acknowledged);
    if (refusals.length)
      throw new ValidationError({ [`extras[${input.extras.indexOf(extra)}].sku`]: refusals });
  }
  if (sameLines(lines, edited.lines))
    throw new ValidationError({
      non_field_errors: ['Nothing to change: choose other recipes or change the extras first.'],
    });
  const before = totalsOf(order);
  const fingerprint = contentsFingerprint(input);
  const subtotal = edited.lines.reduce((sum, line) => sum + line.total_cents, 0);
  const tax = await calculateOrderTax(db, {
    address: taxAddressOf(order.shippingAddress),
    lines: edited.lines,
    discount: Math.min(before.discount, subtotal),
    idempotencyKey: `order-edit-${order.id}-${fingerprint.slice(0, 32)}`,
  });
  const priced = editedTotals(before, edited.lines, tax.total_tax);
  if (!priced)
    throw new DomainError(
      'order_not_editable',
      'The box would cost less than the account credit it used: cancel it and place a new one instead.',
    );
  const money =
    order.status !== 'paid'
      ? 'reprice'
      : priced.difference > 0
        ? 'charge'
        : priced.difference < 0
          ? 'refund'
          : 'none';
  return {
    order,
    fingerprint,
    before: { lines, totals: before, itemIds: rows.map((row) => row.id) },
    after: { lines: edited.lines, totals: priced.totals, tax },
    difference: priced.difference,
    money,
  };
}
