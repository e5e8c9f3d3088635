import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, type CustomerRow } from '@/server/db/schema';

export async function findCustomerById(db: Database, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row ?? null;
}
