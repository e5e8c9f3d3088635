import { recordAudit } from '@/server/admin/audit';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { subscriptionAddonsSchema } from '@/contracts/subscription-addons';
import { changePlan, planChangeSchema } from '../subscriptions/plan-changes-service';
import { replaceAddons } from '../subscriptions/addon-changes-service';
import {
  cancelSchema,
  cancelSubscription,
  pauseSubscription,
  rescheduleNextDelivery,
  rescheduleSchema,
  resumeSubscription,
  skipNextDelivery,
  skipSchema,
} from '../subscriptions/schedule-service';
import type { SubscriptionView } from '@/contracts/subscriptions';
import { listSubscriptions } from '../subscriptions/subscriptions-service';

/**
 * What support can do to a customer's plan, each through the very service the customer's own
 * button calls, with the same rules (cut-offs, allergens, limits) and the same schemas. The
 * change and its audit row (the plan before and after) commit together.
 */
const ACTIONS = {
  skip: { schema: skipSchema, run: skipNextDelivery },
  move: { schema: rescheduleSchema, run: rescheduleNextDelivery },
  pause: {
    schema: null,
    run: (db: Database, customerId: number, id: number) => pauseSubscription(db, customerId, id),
  },
  resume: {
    schema: null,
    run: (db: Database, customerId: number, id: number) => resumeSubscription(db, customerId, id),
  },
  cancel: { schema: cancelSchema, run: cancelSubscription },
  plan: { schema: planChangeSchema, run: changePlan },
  extras: { schema: subscriptionAddonsSchema, run: replaceAddons },
} as const;

export type SubscriptionAction = keyof typeof ACTIONS;
export const SUBSCRIPTION_ACTIONS = Object.keys(ACTIONS) as SubscriptionAction[];

/** The parts of a plan an action can change: what the audit row keeps before and after. */
function snapshot(view: SubscriptionView) {
  return {
    status: view.status,
    sku: view.sku,
    weeks_of_food: view.weeks_of_food,
    next_delivery_date: view.next_delivery_date,
    addons: view.addons.map(({ sku, quantity, frequency }) => ({ sku, quantity, frequency })),
  };
}

export async function actOnSubscription(
  db: Database,
  staffId: number,
  customerId: number,
  subscriptionId: number,
  action: string,
  body: unknown,
): Promise<SubscriptionView> {
  if (!Object.hasOwn(ACTIONS, action))
    throw new ValidationError({
      action: [`Unknown action. Use one of: ${SUBSCRIPTION_ACTIONS.join(', ')}.`],
    });
  const { schema, run } = ACTIONS[action as SubscriptionAction];
  const input = schema ? await validate(schema, body ?? {}) : {};
  return db.transaction(async (tx) => {
    const [before] = await listSubscriptions(tx, customerId, subscriptionId);
    if (!before) throw new DomainError('not_found', 'No such subscription.');
    const after = await (
      run as (
        db: Database,
        customerId: number,
        id: number,
        input: unknown,
      ) => Promise<SubscriptionView>
    )(tx, customerId, subscriptionId, input);
    await recordAudit(tx, {
      staffId,
      action: `subscription.${action}`,
      targetType: 'subscription',
      targetId: subscriptionId,
      before: snapshot(before),
      after: { ...snapshot(after), ...(action === 'cancel' ? { input } : {}) },
    });
    return after;
  });
}
