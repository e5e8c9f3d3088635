import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, type CustomerRow } from '@/server/db/schema';

/** The customer's row, or null when there is none (a customer deleted since the token was made). */
export async function findCustomerRow(
  db: Database,
  customerId: number,
): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}
