import { and, eq } from 'drizzle-orm';
import { serverEnv } from '@/env';
import type { Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { DomainError } from '@/server/errors';

/**
 * The e2e-only routes (src/pages/api/e2e/**) exist only when the e2e server turned them on
 * (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export function requireE2eTestRoutes(): void {
  if (!serverEnv().e2eTestRoutes || serverEnv().isProduction) throw new DomainError('not_found');
}

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
