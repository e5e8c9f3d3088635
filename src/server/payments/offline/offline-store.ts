import { eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { offlinePaymentObjects } from '@/server/db/schema';
import { invalidRequest, noSuch } from './offline-errors';
import { clockNow, clockNowMs } from '@/server/clock';

/**
 * The offline provider's objects, one row each in `offline_payment_objects`, so that every app
 * instance and restart sees the same payments. A transaction is a Database too: every function
 * takes the one it must run on (inside a transaction, never the outer handle: PGlite would wait
 * for itself).
 */
export type OfflineObjectType =
  | 'payment_intent'
  | 'setup_intent'
  | 'payment_method'
  | 'customer'
  | 'refund'
  | 'idempotency'
  | 'webhook_endpoint'
  | 'event'
  | 'dispute'
  | 'test_control';

type Json = Record<string, unknown>;
/** How long an idempotency key is kept, on the shop's clock (the clock that stamps it). */
const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

const asJson = <T extends object>(value: T): Json => value as unknown as Json;

export async function findObject<T>(
  db: Database,
  id: string,
  object: OfflineObjectType,
  options: { lock?: boolean } = {},
): Promise<T | null> {
  const query = db.select().from(offlinePaymentObjects).where(eq(offlinePaymentObjects.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row && row.object === object ? (row.data as T) : null;
}

/** The object, or Stripe's "No such …" error. `lock` holds the row until the transaction ends. */
export async function loadObject<T>(
  db: Database,
  id: string,
  object: Exclude<OfflineObjectType, 'idempotency'>,
  options: { lock?: boolean; label?: string } = {},
): Promise<T> {
  const found = await findObject<T>(db, id, object, options);
  // A deleted customer answers every later call as Stripe's does: no such customer.
  if (!found || (found as { deleted?: boolean }).deleted) throw noSuch(options.label ?? object, id);
  return found;
}

export async function insertObject<T extends { id: string }>(
  db: Database,
  object: OfflineObjectType,
  data: T,
): Promise<T> {
  await db.insert(offlinePaymentObjects).values({ id: data.id, object, data: asJson(data) });
  return data;
}

export async function saveObject<T extends { id: string }>(db: Database, data: T): Promise<T> {
  await db
    .update(offlinePaymentObjects)
    .set({ data: asJson(data), updatedAt: clockNow() })
    .where(eq(offlinePaymentObjects.id, data.id));
  return data;
}

/** JSON with object keys sorted: the same parameters in another order are the same request. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

interface IdempotencyRecord {
  fingerprint: string;
  response: unknown;
}

/**
 * Runs a write once per idempotency key, as Stripe does: a repeat gets the first response back
 * without running again, a key reused for another request is refused, and keys expire after
 * 24 hours. The key's row is claimed first in the same transaction as the write, so a second
 * request with the same key waits for the first to commit and then gets its response; if the
 * first fails, nothing is kept and the key can be retried.
 */
export async function idempotent<T>(
  db: Database,
  key: string,
  request: { operation: string; params: unknown },
  run: (tx: Database) => Promise<T>,
): Promise<T> {
  const id = `idem_${key}`;
  const fingerprint = stableJson(request);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(offlinePaymentObjects)
      .values({ id, object: 'idempotency', data: { fingerprint, response: null } })
      .onConflictDoUpdate({
        target: offlinePaymentObjects.id,
        set: {
          data: { fingerprint, response: null },
          createdAt: clockNow(),
          updatedAt: clockNow(),
        },
        setWhere: lt(offlinePaymentObjects.createdAt, new Date(clockNowMs() - KEY_KEPT_MS)),
      })
      .returning({ id: offlinePaymentObjects.id });
    if (claimed.length === 0) {
      const seen = await findObject<IdempotencyRecord>(tx, id, 'idempotency');
      if (!seen || seen.fingerprint !== fingerprint)
        throw invalidRequest(
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      return seen.response as T;
    }
    const response = await run(tx);
    await tx
      .update(offlinePaymentObjects)
      .set({ data: asJson<IdempotencyRecord>({ fingerprint, response }) })
      .where(eq(offlinePaymentObjects.id, id));
    return response;
  });
}
