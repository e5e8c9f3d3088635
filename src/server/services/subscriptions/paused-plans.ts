import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { subscriptions } from '@/server/db/schema';
import { resumeThrough } from '@/domain/pause-until';
import { resumeSubscription } from './schedule-service';

const BATCH = 500;

/**
 * The plan-resumes job: plans paused until a date whose first box back is near are resumed by
 * the customer's own Resume (their box keeps its date). Each resume is a conditional write, so a
 * run twice or cut off halfway resumes each plan once; what is left waits for the next run.
 */
export async function resumePausedPlans(db: Database, today: string): Promise<number> {
  const due = await db
    .select({ id: subscriptions.id, customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'paused'),
        isNotNull(subscriptions.resumeOn),
        lte(subscriptions.resumeOn, resumeThrough(today)),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(BATCH);
  for (const plan of due) await resumeSubscription(db, plan.customerId, plan.id, today);
  return due.length;
}
