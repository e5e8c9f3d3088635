import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orderItems, orders } from '@/server/db/schema';
import { lineOwner } from '@/domain/box-lines';
import { pupShare, type PupBox } from '@/domain/price-change';
import type { NextBox } from '@/domain/next-box';

const CHARGED = ['paid', 'captured'] as const;
const ADDON_TYPES = new Set(['TR', 'SP']);

/**
 * A pup's last charged box, as recorded on its order: the lines bought for the pup, the order's
 * offer discount (referral credit is not a discount) and the amount charged. A first box bought
 * with other pups' boxes counts the pup's share of the charge (pupShare).
 */
export async function lastChargedBox(
  db: Database,
  petId: number,
): Promise<{ orderId: number; box: PupBox } | null> {
  const [latest] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orderItems.petId, petId),
        inArray(orders.status, [...CHARGED]),
        // A claim's free reship is not a box the customer bought.
        ne(orders.kind, 'reship'),
      ),
    )
    .orderBy(desc(orders.deliveryDate), desc(orders.id))
    .limit(1);
  if (!latest) return null;
  const { order } = latest;
  const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  // Orders recorded before every line had its pup kept household add-ons without one: they were
  // packed in (and paid for with) the first pup's box, so they count there.
  const planPets = rows.flatMap((row) =>
    ADDON_TYPES.has(row.productType) || row.petId === null ? [] : [row.petId],
  );
  const items = rows.map((row) => ({ ...row, petId: lineOwner(row.petId, planPets) ?? null }));
  const pets = [...new Set(items.map((item) => item.petId))];
  const subtotalOf = (pet: number | null) =>
    items.filter((item) => item.petId === pet).reduce((sum, item) => sum + item.totalCents, 0);
  const subtotals = pets.map(subtotalOf);
  const index = pets.indexOf(petId);
  const discount = order.discountCents - order.creditCents;
  const box: PupBox = {
    lines: items
      .filter((item) => item.petId === petId)
      .map((item) => ({ sku: item.sku, quantity: item.quantity, unit_cents: item.unitCents })),
    discount: pets.length > 1 ? pupShare(discount, subtotals, index) : discount,
    total: pets.length > 1 ? pupShare(order.totalCents, subtotals, index) : order.totalCents,
  };
  return { orderId: order.id, box };
}

/** The next box in the rule's terms, as the renewal pricing made it. */
export const upcomingBox = (box: NextBox): PupBox => ({
  lines: box.lines.map((line) => ({
    sku: line.sku,
    quantity: line.quantity,
    unit_cents: line.unit_cents,
  })),
  discount: box.discount,
  total: box.total,
});
