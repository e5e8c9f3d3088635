import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { carts, pets, type CartRow, type PetRow } from '@/server/db/schema';
import { rememberInvalidCode as remember } from '@/domain/invalid-offer-codes';
import { clockNow } from '@/server/clock';

export type CartChanges = Partial<
  Pick<
    CartRow,
    'couponCode' | 'invalidCodes' | 'lineItems' | 'subscriptions' | 'taxAddress' | 'taxState'
  >
>;

/** The customer's cart as stored, or null before they have one. A plain read: safe on a GET. */
export async function findCart(db: Database, customerId: number): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  return row ?? null;
}

/** The cart with the customer's pups in one query (a read: GET …/cart/ prices both). */
export async function findCartWithPets(
  db: Database,
  customerId: number,
): Promise<{ cart: CartRow; pets: PetRow[] } | null> {
  const rows = await db
    .select({ cart: carts, pet: pets })
    .from(carts)
    .leftJoin(pets, eq(pets.customerId, carts.customerId))
    .where(eq(carts.customerId, customerId));
  const cart = rows[0]?.cart;
  return cart ? { cart, pets: rows.flatMap((row) => (row.pet ? [row.pet] : [])) } : null;
}

/**
 * The customer's cart, created empty on first use (one per customer, so creation never doubles). */
export async function ensureCart(db: Database, customerId: number): Promise<CartRow> {
  const existing = await findCart(db, customerId);
  if (existing) return existing;
  await db.insert(carts).values({ customerId }).onConflictDoNothing({ target: carts.customerId });
  const [row] = await db.select().from(carts).where(eq(carts.customerId, customerId)).limit(1);
  return row!;
}

/**
 * Reads the cart under a row lock, lets `change` work out the new contents, and writes them with a
 * new version. Concurrent writers wait for each other, so no write is lost.
 */
export async function changeCart(
  db: Database,
  customerId: number,
  /** `tx` is the locked transaction: reads made while deciding must go through it. */
  change: (cart: CartRow, tx: Database) => Promise<CartChanges> | CartChanges,
): Promise<CartRow> {
  await ensureCart(db, customerId);
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(carts)
      .where(eq(carts.customerId, customerId))
      .for('update');
    const changes = await change(locked!, tx);
    const [saved] = await tx
      .update(carts)
      .set({ ...changes, version: sql`${carts.version} + 1`, updatedAt: clockNow() })
      .where(eq(carts.id, locked!.id))
      .returning();
    return saved!;
  });
}

/** Codes that failed are remembered on the cart so the offer logic can skip them. */
export async function rememberInvalidCode(
  db: Database,
  customerId: number,
  code: string,
): Promise<void> {
  await ensureCart(db, customerId);
  await db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, invalidCodes: carts.invalidCodes })
      .from(carts)
      .where(eq(carts.customerId, customerId))
      .for('update');
    await tx
      .update(carts)
      .set({ invalidCodes: remember(cart!.invalidCodes, code) })
      .where(eq(carts.id, cart!.id));
  });
}
