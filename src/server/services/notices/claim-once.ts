import type { Database } from '@/server/db/client';
import { idempotencyKeys } from '@/server/db/schema';

/**
 * Sends a notice at most once per key, however often its job runs (or runs at once elsewhere):
 * the key is recorded and the email written in one transaction, so a failure leaves neither.
 */
export async function onceFor(
  db: Database,
  key: string,
  customerId: number,
  send: (tx: Database) => Promise<unknown>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ key, customerId })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return false;
    await send(tx);
    return true;
  });
}
