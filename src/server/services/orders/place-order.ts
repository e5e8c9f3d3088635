import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { planBoxesOfLines, rememberBoxContents } from '../fulfilment/box-contents-tallies';
import {
  offers,
  orderItems,
  orders,
  type AddressRow,
  type OrderAddress,
  type OrderRow,
} from '@/server/db/schema';
import { orderTotalsProblem, type OrderTotals, type PricedLine } from '@/domain/box-lines';
import type { TaxCalculation } from '@/server/tax';
import { writeOrderTax } from '@/server/tax/tax-service';

type NewOrder = typeof orders.$inferInsert;

export interface PlaceOrderInput {
  kind: OrderRow['kind'];
  status: OrderRow['status'];
  customerId: number;
  /** What is charged, line for line; they must add up to `totals` (orderTotalsProblem). */
  lines: PricedLine[];
  totals: OrderTotals;
  address: AddressRow;
  deliveryDate: string;
  couponCode?: string | null;
  /** The tax provider's calculation of these lines; its total must be `totals.tax`. */
  tax?: TaxCalculation | null;
  /**
   * What only one kind records: the cart claim and its snapshot (first box), the renewal key and
   * subscription (renewal), the lease (retry_at), the payment.
   */
  claim?: Omit<
    Partial<NewOrder>,
    | 'kind'
    | 'status'
    | 'customerId'
    | 'subtotalCents'
    | 'discountCents'
    | 'creditCents'
    | 'taxCents'
    | 'shippingCents'
    | 'totalCents'
    | 'shippingAddress'
    | 'deliveryDate'
    | 'couponCode'
    | 'taxProvider'
    | 'taxCalculationId'
  >;
}

/** The address as it was when the order was placed: later edits do not move a box in flight. */
export function orderAddress(address: AddressRow): OrderAddress {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip_code: address.zipCode,
    phone: address.phone,
  };
}

/**
 * Writes an order and its lines, for checkout and renewals alike. Call it inside the caller's
 * transaction (`tx`), so that an order never exists without its lines: a run cut off between
 * the two writes leaves neither. Returns null when a unique claim (one order per payment, per
 * cart version, per renewal key) is taken already, writing nothing.
 */
export async function placeOrder(tx: Database, input: PlaceOrderInput): Promise<OrderRow | null> {
  const problem = orderTotalsProblem(input.lines, input.totals);
  if (problem) throw new Error(`Refusing to record an order: ${problem}.`);
  if (input.tax && input.tax.total_tax !== input.totals.tax)
    throw new Error('Refusing to record an order: its tax is not its tax calculation’s.');
  const { totals } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      ...input.claim,
      kind: input.kind,
      status: input.status,
      customerId: input.customerId,
      subtotalCents: totals.subtotal,
      // The order's discount is everything taken off before tax; credit is kept apart too.
      discountCents: totals.discount + totals.credit,
      creditCents: totals.credit,
      taxCents: totals.tax,
      shippingCents: totals.shipping,
      totalCents: totals.total,
      couponCode: input.couponCode ?? null,
      taxProvider: input.tax?.provider ?? null,
      taxCalculationId: input.tax?.id ?? null,
      shippingAddress: orderAddress(input.address),
      deliveryDate: input.deliveryDate,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) return null;
  await rememberBoxContents(tx, planBoxesOfLines(input.lines));
  await tx.insert(orderItems).values(orderItemRows(order.id, input.lines));
  if (input.tax) await writeOrderTax(tx, order.id, input.tax);
  return order;
}

export function orderItemRows(orderId: number, lines: PricedLine[]) {
  return lines.map((line) => ({
    orderId,
    petId: line.pet_id,
    sku: line.sku,
    productType: line.product_type,
    productName: line.product_name,
    quantity: line.quantity,
    unitCents: line.unit_cents,
    totalCents: line.total_cents,
  }));
}

/** One more use of an offer, counted in the transaction that makes its order final. */
export async function countOfferUse(tx: Database, code: string) {
  await tx
    .update(offers)
    .set({ uses: sql`${offers.uses} + 1` })
    .where(eq(offers.code, code));
}
