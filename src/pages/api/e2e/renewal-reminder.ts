import { and, eq } from 'drizzle-orm';
import { handler, NotFoundError, reply } from '@/server/api';
import { serverEnv } from '@/env';
import { customers, subscriptions } from '@/server/db/schema';
import { lastChangeDay } from '@/domain/delivery-schedule';
import { chargeDay } from '@/domain/renewal-schedule';
import { sendRenewalReminder } from '@/server/services/renewals/renewal-emails';
import { listSubscriptions } from '@/server/services/subscriptions/subscriptions-service';

export const config = { api: { bodyParser: false } };

/**
 * POST { email }: the renewal reminder of that customer's next box, now, as the renewal job
 * writes it days before the charge (the browser journeys cannot wait for the calendar, and
 * running the whole job early would remind every other test customer too). Exists only when the
 * e2e server turned it on (E2E_TEST_ROUTES=1) and never in production: 404 everywhere else.
 */
export default handler({
  POST: async ({ db, body }) => {
    if (process.env.E2E_TEST_ROUTES !== '1' || serverEnv().isProduction) throw new NotFoundError();
    const email = String((body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
    const [found] = await db
      .select({ subscription: subscriptions, firstName: customers.firstName })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(and(eq(customers.email, email), eq(subscriptions.status, 'active')))
      .limit(1);
    if (!found) throw new NotFoundError('No active plan for that email.');
    const { subscription } = found;
    const [view] = await listSubscriptions(db, subscription.customerId, subscription.id);
    const outboxId = await sendRenewalReminder(
      db,
      { email, firstName: found.firstName },
      {
        subscriptionId: subscription.id,
        petId: subscription.petId,
        now: new Date(),
        petName: view!.pet_name,
        deliveryDate: subscription.nextDeliveryDate,
        changeBy: lastChangeDay(subscription.nextDeliveryDate),
        chargeDate: chargeDay(subscription.nextDeliveryDate),
        box: view!.next_box,
      },
    );
    return reply(201, { outbox_id: outboxId, delivery_date: subscription.nextDeliveryDate });
  },
});
