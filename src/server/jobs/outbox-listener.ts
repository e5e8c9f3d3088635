import type { DatabaseHandle } from '@/server/db/client';
import type { Subscription } from '@/server/db/listen';
import { OUTBOX_CHANNEL } from '@/server/email/outbox';
import { reportError } from '@/server/monitoring/report-error';

/**
 * A worker's ear on the outbox: each email `sendEmail` announces (its id, once the writer's
 * transaction commits) is queued for delivery. Every worker hears every email and queues it; the
 * delivery queue keeps one job per email (stately, keyed by the outbox id), so that costs a few
 * refused inserts, never a second email. An email announced while no worker listened (none
 * running, a listener reconnecting) is queued by the outbox sweeper instead.
 */
export function listenForOutbox(
  handle: Pick<DatabaseHandle, 'listen'>,
  enqueueEmail: (outboxId: number) => Promise<void>,
): Promise<Subscription> {
  return handle.listen(OUTBOX_CHANNEL, {
    onMessage: (payload) => {
      const outboxId = Number(payload);
      if (!Number.isSafeInteger(outboxId) || outboxId <= 0) return;
      enqueueEmail(outboxId).catch((error: unknown) => reportError(error, { outboxId }));
    },
  });
}
