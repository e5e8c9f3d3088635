import { SELECT_RECIPES } from './recipe-price-message';
import { parsePlanSku, type ParsedSku } from './plan-sku';
import { PLAN_SPLIT } from './plan-types';
import { MAX_RECIPES } from './recipe-selection';

/** Owners may adjust portions, within reason: half to one and a half times the dog's need. */
export const MIN_PORTION_FACTOR = 0.5;
export const MAX_PORTION_FACTOR = 1.5;

export interface PlanCheckContext {
  /** The pup's daily calorie need as the shop computes it. */
  kcalPerDay: number;
  /** Recipe keys on offer now, by kind. */
  available: { fresh: string[]; dry: string[] };
  halfFreshAllowed: boolean;
}

/**
 * Checks a plan sku a customer sends for one of their pups. Returns the parsed plan or a message
 * for the customer; prices are never taken from the client, only this plan's shape.
 */
export function checkPlanSku(
  sku: string,
  context: PlanCheckContext,
):
  | { ok: true; plan: ParsedSku & { selection: NonNullable<ParsedSku['selection']> } }
  | { ok: false; message: string } {
  const plan = parsePlanSku(sku);
  if (!plan || !plan.selection) return { ok: false, message: 'Unknown plan.' };
  if (plan.planType === 'half_fresh' && !context.halfFreshAllowed)
    return { ok: false, message: 'Half-fresh plans are not offered right now.' };
  const { fresh, dry } = plan.selection;
  const split = PLAN_SPLIT[plan.planType];
  for (const [kind, keys, share] of [
    ['fresh', fresh, split.fresh],
    ['dry', dry, split.dry],
  ] as const) {
    if (share === 0 && keys.length > 0)
      return { ok: false, message: 'These recipes do not belong in this plan.' };
    if (share > 0 && keys.length === 0) return { ok: false, message: SELECT_RECIPES };
    if (keys.length > MAX_RECIPES[kind] || new Set(keys).size !== keys.length)
      return { ok: false, message: `Choose up to ${MAX_RECIPES[kind]} different recipes.` };
    if (keys.some((key) => !context.available[kind].includes(key)))
      return { ok: false, message: 'One of these recipes is not available.' };
  }
  const ratio = plan.kcalPerDay / context.kcalPerDay;
  if (ratio < MIN_PORTION_FACTOR || ratio > MAX_PORTION_FACTOR)
    return { ok: false, message: 'This portion does not suit your pup. Please refresh the plan.' };
  return { ok: true, plan: { ...plan, selection: plan.selection } };
}
