import { PLAN_TYPES, type PlanType } from './plan-types';
import type { RecipeSelection } from './plan-quote';

/**
 * Plan skus are computed, not stored: `FR_792_10_chicken+beef_0` is a fresh plan for 792 kcal a
 * day at portion 1.0 with chicken and beef and no baked recipe. The plan's own sku leaves the
 * recipes out (`FR_792_10`). Half-fresh is fresh food at portion 0.5 (`FR_792_05_…`).
 */
const SKU_PATTERN = /^(FR|DY|MX)_(\d{2,5})_(10|05)(?:_([a-z+-]+|0)_([a-z+-]+|0))?$/;

export interface ParsedSku {
  planType: PlanType;
  kcalPerDay: number;
  selection: RecipeSelection | null;
}

const join = (keys: string[]) => (keys.length ? keys.join('+') : '0');
const split = (part: string) => (part === '0' ? [] : part.split('+'));

export function planSku(
  planType: PlanType,
  kcalPerDay: number,
  selection?: RecipeSelection,
): string {
  const type = planType === 'half_fresh' ? 'FR' : planType;
  const portion = planType === 'half_fresh' ? '05' : '10';
  const base = `${type}_${kcalPerDay}_${portion}`;
  return selection ? `${base}_${join(selection.fresh)}_${join(selection.dry)}` : base;
}

export function parsePlanSku(sku: string): ParsedSku | null {
  const match = SKU_PATTERN.exec(sku);
  if (!match) return null;
  const [, type, kcal, portion, fresh, dry] = match;
  const planType = (type === 'FR' && portion === '05' ? 'half_fresh' : type) as PlanType;
  if (!PLAN_TYPES.includes(planType) || (portion === '05' && type !== 'FR')) return null;
  return {
    planType,
    kcalPerDay: Number(kcal),
    selection:
      fresh !== undefined && dry !== undefined ? { fresh: split(fresh), dry: split(dry) } : null,
  };
}
