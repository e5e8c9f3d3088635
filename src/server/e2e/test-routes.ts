import { and, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { DomainError } from '@/server/errors';

/** The customer's plan whose box comes next, found by the body's `email` (404 when none). */
export async function nextPlanByEmail(
  db: Database,
  body: unknown,
  { activeOnly }: { activeOnly: boolean },
) {
  const email = String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
  const byEmail = eq(customers.email, email);
  const [found] = await db
    .select({
      subscriptionId: subscriptions.id,
      customerId: customers.id,
      next: subscriptions.nextDeliveryDate,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(activeOnly ? and(byEmail, eq(subscriptions.status, 'active')) : byEmail)
    .orderBy(subscriptions.nextDeliveryDate)
    .limit(1);
  if (!found) {
    throw new DomainError(
      'not_found',
      activeOnly ? 'No active plan for that email.' : 'No plan for that email.',
    );
  }
  return found;
}
