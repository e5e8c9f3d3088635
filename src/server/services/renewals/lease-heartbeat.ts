import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { orders, type OrderRow } from '@/server/db/schema';
import { RENEWAL_HEARTBEAT_MS } from '@/domain/renewal-schedule';
import { reportError } from '@/server/monitoring/report-error';

/**
 * Runs `work` (a charge) while holding the renewal order this run took: every `beatMs` the lease
 * (retry_at) moves on by `beatMs`, as a compare-and-set on the lease this run set last, so a
 * charge slower than the lease keeps its order and a run that died lets go of it after one
 * short lease. The lease moves relative to itself (never to this machine's clock), so a run on
 * an injected clock keeps its own timeline. Once a beat finds the order changed (recorded, or
 * taken over after a stall), the beats stop: the provider's idempotency key and the recorded
 * outcome's conditional update keep a late charge from counting twice.
 */
export async function holdingLease<T>(
  db: Database,
  order: Pick<OrderRow, 'id' | 'chargeAttempts' | 'retryAt'>,
  work: () => Promise<T>,
  beatMs = RENEWAL_HEARTBEAT_MS,
): Promise<T> {
  let lease = order.retryAt;
  if (!lease) return work();
  let beating: Promise<void> | null = null;
  const beat = async (held: Date) => {
    const next = new Date(held.getTime() + beatMs);
    const [moved] = await db
      .update(orders)
      .set({ retryAt: next })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'processing'),
          eq(orders.chargeAttempts, order.chargeAttempts),
          eq(orders.retryAt, held),
        ),
      )
      .returning({ id: orders.id });
    if (moved) lease = next;
    else clearInterval(timer);
  };
  const timer = setInterval(() => {
    // One beat at a time: a beat still waiting for the database is not stacked on.
    if (beating || !lease) return;
    beating = beat(lease)
      .catch((error: unknown) => reportError(error, { where: 'renewal lease', orderId: order.id }))
      .finally(() => {
        beating = null;
      });
  }, beatMs);
  timer.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
    await beating;
  }
}
