import { number, object, type InferType } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import { DomainError, ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import type { Database } from '@/server/db/client';
import { subscriptionAddonsSchema } from '@/contracts/subscription-addons';
import { changePlan, planChangeSchema } from '../subscriptions/plan-changes-service';
import { reactivateSchema, reactivateSubscription } from '../subscriptions/reactivate-service';
import type { ConsentEvidence } from '@/server/db/schema';

const frequencySchema = object({
  weeks_of_food: number()
    .typeError('Weeks of food must be a whole number of weeks.')
    .integer('Weeks of food must be a whole number of weeks.')
    .min(1, 'A box holds at least one week of food.')
    .required('Choose how many weeks of food each box holds.'),
});
import { replaceAddons } from '../subscriptions/addon-changes-service';
import {
  cancelSchema,
  cancelSubscription,
  pauseSchema,
  pauseSubscription,
  rescheduleNextDelivery,
  rescheduleSchema,
  resumeSubscription,
  skipNextDelivery,
  skipSchema,
} from '../subscriptions/schedule-service';
import type { SubscriptionView } from '@/contracts/subscriptions';
import { listSubscriptions } from '../subscriptions/subscriptions-service';
import { applyOfferSchema, applyOfferToPlan } from '../subscriptions/plan-offer-service';

/**
 * What support can do to a customer's plan, each through the very service the customer's own
 * button calls, with the same rules (cut-offs, allergens, limits) and the same schemas. The
 * change and its audit row (the plan before and after) commit together.
 */
const ACTIONS = {
  skip: { schema: skipSchema, run: skipNextDelivery },
  move: { schema: rescheduleSchema, run: rescheduleNextDelivery },
  pause: { schema: pauseSchema, run: pauseSubscription },
  resume: {
    schema: null,
    run: (db: Database, customerId: number, id: number) => resumeSubscription(db, customerId, id),
  },
  cancel: { schema: cancelSchema, run: cancelSubscription },
  /** An offer on the next box (console bulk action; its own rules in plan-offer-service). */
  offer: { schema: applyOfferSchema, run: applyOfferToPlan },
  plan: { schema: planChangeSchema, run: changePlan },
  extras: { schema: subscriptionAddonsSchema, run: replaceAddons },
  /** How often boxes come: the plan change the customer's "Change frequency" makes. */
  frequency: { schema: frequencySchema, run: changePlan },
  /**
   * Restarts a cancelled plan. The customer agrees to the renewal terms to the agent (by phone or
   * in writing); the consent record says it was taken in the console, and by whom.
   */
  reactivate: { schema: reactivateSchema, run: null },
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
    resume_on: view.resume_on,
    addons: view.addons.map(({ sku, quantity, frequency }) => ({ sku, quantity, frequency })),
    next_box_discount: view.next_box.discount,
  };
}

export async function actOnSubscription(
  db: Database,
  staffId: number,
  customerId: number,
  subscriptionId: number,
  action: string,
  body: unknown,
  /** The request as consent evidence, for a reactivation (who took it is added here). */
  evidence: ConsentEvidence,
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
    // Only a reactivation takes consent evidence; the others' fifth parameter is their clock.
    const after =
      action === 'reactivate'
        ? await reactivateSubscription(
            tx,
            customerId,
            subscriptionId,
            input as InferType<typeof reactivateSchema>,
            {
              ...evidence,
              user_agent: `Console, staff #${staffId}: ${evidence.user_agent}`.slice(0, 512),
            },
          )
        : await (
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
      after: {
        ...snapshot(after),
        ...(action === 'cancel' || action === 'reactivate' || action === 'offer' ? { input } : {}),
      },
    });
    return after;
  });
}
