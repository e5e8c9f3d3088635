import { and, eq, inArray } from 'drizzle-orm';
import { array, mixed, number, object, string } from 'yup';
import {
  BULK_PLAN_ACTIONS,
  MAX_BULK_PLANS,
  previewBulk,
  type BulkParams,
  type BulkPlan,
  type BulkPlanAction,
  type BulkPreview,
} from '@/domain/bulk-plan-actions';
import { nextDeliveryAfter, shopToday } from '@/domain/delivery-schedule';
import { freeSlots } from '@/domain/kitchen-capacity';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import { recordAudit } from '@/server/admin/audit';
import { validate } from '@/server/api/validation';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { customers, idempotencyKeys, pets, subscriptions } from '@/server/db/schema';
import type { ConsentEvidence } from '@/server/db/schema';
import { DomainError, ValidationError } from '@/server/errors';
import { loadsBetween } from '../capacity/capacity-repository';
import {
  cancelSchema,
  pauseSchema,
  rescheduleSchema,
  skipSchema,
} from '../subscriptions/schedule-service';
import { lastBoxDateOf } from '../subscriptions/last-boxes';
import { applyOfferSchema, asBulkPlan, offerForPlans } from '../subscriptions/plan-offer-service';
import { actOnSubscription } from './subscription-actions';

/**
 * Bulk plan actions from the console's lists: a preview (what would change, who is emailed,
 * which plans cannot and why), then the apply, which runs each plan through the single-plan
 * console action (actOnSubscription: the customer's own service and one audit row per plan, in
 * the plan's own transaction) and keeps its answer under the request's idempotency key, so a
 * double submit acts once and answers the same.
 */
export const bulkPlanSchema = object({
  action: string()
    .oneOf([...BULK_PLAN_ACTIONS], `Choose one of: ${BULK_PLAN_ACTIONS.join(', ')}.`)
    .required(FIELD_REQUIRED),
  subscription_ids: array(
    number().strict().typeError('Plan ids are whole numbers.').integer().positive().required(),
  )
    .min(1, 'Choose at least one plan.')
    .max(MAX_BULK_PLANS, `At most ${MAX_BULK_PLANS} plans at a time.`)
    .required('Choose at least one plan.'),
  params: mixed().optional(),
});
const applySchema = bulkPlanSchema.shape({
  idempotency_key: string().trim().min(8).max(100).required(FIELD_REQUIRED),
});

/** Each action's details, checked with the schema of the customer's own endpoint. */
const PARAM_SCHEMAS = {
  skip: skipSchema,
  pause: pauseSchema,
  move: rescheduleSchema,
  offer: applyOfferSchema,
  cancel: cancelSchema,
} as const;

async function parseRequest(body: unknown, withKey: boolean) {
  const input = await validate(withKey ? applySchema : bulkPlanSchema, body ?? {});
  const action = input.action as BulkPlanAction;
  const params = (await validate(PARAM_SCHEMAS[action], input.params ?? {})) as BulkParams &
    Record<string, unknown>;
  return {
    action,
    ids: input.subscription_ids,
    params,
    key: 'idempotency_key' in input ? String(input.idempotency_key) : '',
  };
}

async function loadPlans(db: Database, ids: number[]): Promise<BulkPlan[]> {
  const rows = await db
    .select({
      row: subscriptions,
      email: customers.email,
      pup: pets.name,
      lastBox: lastBoxDateOf(subscriptions.customerId, subscriptions.petId),
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .where(inArray(subscriptions.id, ids));
  return rows.map(({ row, ...who }) => asBulkPlan(row, who));
}

async function previewOf(
  db: Database,
  request: Awaited<ReturnType<typeof parseRequest>>,
): Promise<{ preview: BulkPreview; plans: BulkPlan[] }> {
  // An offer the console may not put on plans is refused for the whole request (400).
  const offer =
    request.action === 'offer'
      ? await offerForPlans(db, String(request.params.offer_code))
      : undefined;
  const plans = await loadPlans(db, request.ids);
  const target = request.params.next_delivery_date;
  let freeOnTarget = Number.MAX_SAFE_INTEGER;
  if (request.action === 'move' && target)
    freeOnTarget = freeSlots((await loadsBetween(db, target, target))(target));
  const preview = previewBulk(
    request.action,
    request.ids,
    plans,
    request.params,
    shopToday(clockNow()),
    {
      freeOnTarget,
      nextAfter: (plan) => nextDeliveryAfter(plan.next_delivery_date, plan.weeks_of_food),
      offer,
    },
  );
  return { preview, plans };
}

/** POST …/bulk/preview/: what the action would do; reads only. */
export async function previewBulkPlans(db: Database, body: unknown): Promise<BulkPreview> {
  return (await previewOf(db, await parseRequest(body, false))).preview;
}

export interface BulkResult extends BulkPreview {
  /** Plans the preview allowed that a service refused when applied (changed meanwhile). */
  failed: Array<{ id: number; code: string; text: string }>;
}

type KeyState = { fingerprint: string; result?: BulkResult };
/** A claim older than this was cut off (a crash mid-run): the next request takes it over. */
const STALE_CLAIM_MS = 5 * 60 * 1000;

/** Claims the key, or answers what the first request with it did. */
async function claimKey(
  db: Database,
  key: string,
  fingerprint: string,
): Promise<BulkResult | null> {
  const now = clockNow();
  const [claimed] = await db
    .insert(idempotencyKeys)
    .values({ key, status: null, response: { fingerprint } satisfies KeyState, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const state = row?.response as KeyState | undefined;
  if (!row || state?.fingerprint !== fingerprint)
    throw new DomainError('idempotency_key_reused', 'This key was used for another bulk action.');
  if (row.status !== null && state.result) return state.result;
  const stale = now.getTime() - row.createdAt.getTime() > STALE_CLAIM_MS;
  const taken =
    stale &&
    (
      await db
        .update(idempotencyKeys)
        .set({ createdAt: now })
        .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.createdAt, row.createdAt)))
        .returning({ key: idempotencyKeys.key })
    ).length > 0;
  if (!taken) throw new DomainError('idempotency_conflict', 'This bulk action is still running.');
  return null;
}

/** The single-plan action's body for one previewed change. */
function bodyFor(action: BulkPlanAction, params: Record<string, unknown>, from: string) {
  // A skip names the box it skips, so a repeat (or a takeover) never skips the next one too.
  return action === 'skip' ? { delivery_date: from } : params;
}

/** POST …/bulk/: applies the action to the plans the preview allows, plan by plan. */
export async function applyBulkPlans(
  db: Database,
  staffId: number,
  body: unknown,
  evidence: ConsentEvidence,
): Promise<BulkResult> {
  const request = await parseRequest(body, true);
  const key = `bulk-plans:${staffId}:${request.key}`;
  const fingerprint = JSON.stringify([request.action, request.ids, request.params]);
  const done = await claimKey(db, key, fingerprint);
  if (done) return done;
  const { preview, plans } = await previewOf(db, request);
  const byId = new Map(plans.map((plan) => [plan.id, plan]));
  const failed: BulkResult['failed'] = [];
  const applied: BulkPreview['changes'] = [];
  for (const change of preview.changes) {
    const plan = byId.get(change.id)!;
    try {
      await actOnSubscription(
        db,
        staffId,
        plan.customer_id,
        plan.id,
        request.action,
        bodyFor(request.action, request.params, change.from),
        evidence,
      );
      applied.push(change);
    } catch (error) {
      if (error instanceof DomainError)
        failed.push({ id: plan.id, code: error.code, text: error.detail ?? error.code });
      else if (error instanceof ValidationError)
        failed.push({
          id: plan.id,
          code: 'invalid',
          text: Object.values(error.fields).flat().join(' '),
        });
      else throw error;
    }
  }
  const result: BulkResult = {
    ...preview,
    plans: applied.length,
    changes: applied,
    emails: preview.emails && {
      ...preview.emails,
      count: applied.length,
      to: [...new Set(applied.map((change) => change.email))],
    },
    failed,
  };
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      staffId,
      action: `subscriptions.bulk_${request.action}`,
      targetType: 'subscriptions',
      targetId: request.ids.join(',').slice(0, 200),
      after: {
        params: request.params,
        applied: applied.map((change) => change.id),
        refused: result.refused.map(({ id, reason }) => ({ id, reason })),
        failed: failed.map(({ id, code }) => ({ id, code })),
      },
    });
    await tx
      .update(idempotencyKeys)
      .set({ status: 200, response: { fingerprint, result } satisfies KeyState })
      .where(eq(idempotencyKeys.key, key));
  });
  return result;
}
