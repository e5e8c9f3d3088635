import { eq } from 'drizzle-orm';
import { confirmCaller, readAs, type ReadCaller } from '@/server/auth/read-caller';
import type { Database } from '@/server/db/client';
import { customers, type CustomerRow } from '@/server/db/schema';

/** The caller's customer row, the token checked in the same query (see read-caller). */
export async function findCallerCustomer(
  db: Database,
  who: ReadCaller,
): Promise<{ customerId: number; row: CustomerRow | null }> {
  const [found] = await readAs(db, 'customer', who, (caller) =>
    db
      .select({ callerId: caller.callerId, row: customers })
      .from(caller)
      .leftJoin(customers, eq(customers.id, caller.callerId)),
  );
  return { customerId: confirmCaller(who, found?.callerId), row: found?.row ?? null };
}
