import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { offlinePaymentObjects } from '@/server/db/schema';
import type { ProviderEvent, ProviderIntentStatus, ProviderPaymentIntent } from '../types';
import { clockNowMs } from '@/server/clock';
import { newId } from './ids';
import { insertObject, saveObject } from './offline-store';

/**
 * The events the offline provider sends, kept as Stripe keeps them for its webhook endpoint: each
 * change of an intent, refund, dispute or card makes one, with the object as it was then. Nothing
 * posts them by itself; a test or a local tool takes them (`takeOfflineEvents`) and delivers them
 * the way Stripe's deliveries really arrive: late (after the state moved on), twice, or out of
 * order. The shop must end in the same state whichever way they come.
 */
interface StoredEvent extends ProviderEvent {
  /** Order of sending (Stripe gives no ordering guarantee; this is the order they were made). */
  sequence: number;
  delivered: boolean;
}

const INTENT_EVENT: Partial<Record<ProviderIntentStatus, string>> = {
  requires_action: 'payment_intent.requires_action',
  requires_capture: 'payment_intent.amount_capturable_updated',
  processing: 'payment_intent.processing',
  succeeded: 'payment_intent.succeeded',
  canceled: 'payment_intent.canceled',
};

let made = 0;
/**
 * The order events were made in: the clock's milliseconds, then a counter for events of the
 * same millisecond in this process (no count over the table: it has no index on the kind).
 */
const nextSequence = () => Math.floor(clockNowMs()) * 1000 + (made++ % 1000);

/** Records an event of `type` about `object`, in the transaction that changed it. */
export async function recordOfflineEvent(
  tx: Database,
  type: string,
  object: object,
): Promise<ProviderEvent> {
  const event: StoredEvent = {
    id: newId('evt'),
    type,
    data: { object: { ...object } as Record<string, unknown> },
    sequence: nextSequence(),
    delivered: false,
  };
  await insertObject(tx, 'event', event);
  return { id: event.id, type: event.type, data: event.data };
}

/** Saves an intent and records the event Stripe sends for its new status, if it changed. */
export async function saveIntentWithEvent<T extends ProviderPaymentIntent>(
  tx: Database,
  before: ProviderPaymentIntent | null,
  next: T,
): Promise<T> {
  const saved = await saveObject(tx, next);
  if (before?.status === next.status) return saved;
  const type =
    next.status === 'requires_payment_method' && next.last_payment_error
      ? 'payment_intent.payment_failed'
      : INTENT_EVENT[next.status];
  if (type) await recordOfflineEvent(tx, type, { object: 'payment_intent', ...next });
  return saved;
}

export interface DeliveryPlan {
  /** 'as_sent' (default) or 'reversed': the newest first, as a retried older one arrives last. */
  order?: 'as_sent' | 'reversed';
  /** Each event delivered this many times (Stripe delivers at least once). */
  times?: number;
}

/**
 * The events not taken yet, in the order of the plan; taking them marks them delivered, so a
 * test can hold events back (deliver them late) by taking them after later changes.
 */
export async function takeOfflineEvents(
  db: Database,
  plan: DeliveryPlan = {},
): Promise<ProviderEvent[]> {
  const events = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ data: offlinePaymentObjects.data })
      .from(offlinePaymentObjects)
      .where(
        and(
          eq(offlinePaymentObjects.object, 'event'),
          sql`(${offlinePaymentObjects.data}->>'delivered')::boolean = false`,
        ),
      )
      .orderBy(asc(sql`(${offlinePaymentObjects.data}->>'sequence')::bigint`))
      .for('update');
    const stored = rows.map((row) => row.data as unknown as StoredEvent);
    for (const event of stored) await saveObject(tx, { ...event, delivered: true });
    return stored.map(({ id, type, data }): ProviderEvent => ({ id, type, data }));
  });
  const ordered = plan.order === 'reversed' ? [...events].reverse() : events;
  return ordered.flatMap((event) => Array.from({ length: plan.times ?? 1 }, () => event));
}
