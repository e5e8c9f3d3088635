import type { Database } from '@/server/db/client';
import { ValidationError } from '@/server/errors';
import type { OrderContentsInput } from '@/contracts/admin/order-contents';
import { planLineWeeks } from '@/domain/box-lines';
import { planSku, parsePlanSku } from '@/domain/plan-sku';
import { priceSku } from '@/domain/sku-pricing';
import { kindsOf, maxRecipes } from '@/domain/recipe-selection';
import { isPlanLine, type EditLine, type PlanReplacement } from '@/domain/order-edit';
import { availableRecipes } from '../catalog/available-recipes';
import { listActiveRecipes } from '../catalog/catalog-repository';
import { serverFlags } from '../catalog/server-flags';
import { allergenRefusals } from '../catalog/allergen-guard';

type PlanInput = OrderContentsInput['plans'][number];

/** The plan lines with new recipes: the customer's own recipe-change rules, priced today. */
export async function replacements(
  db: Database,
  items: EditLine[],
  plans: PlanInput[],
  allergiesOf: Map<number, { name: string; allergies: string[] }>,
  acknowledged: boolean | undefined,
  today: string,
): Promise<PlanReplacement[]> {
  if (plans.length === 0) return [];
  const recipeRows = await listActiveRecipes(db, today);
  const all = availableRecipes(recipeRows, { ...serverFlags(), SHOW_LAMB: true });
  const onOffer = new Set(availableRecipes(recipeRows, serverFlags()).map((recipe) => recipe.key));
  const errors: Record<string, string[]> = {};
  const out: PlanReplacement[] = [];
  plans.forEach((plan, index) => {
    const field = `plans[${index}]`;
    const line = items.find((item) => isPlanLine(item) && item.pet_id === plan.pet_id);
    const current = line ? parsePlanSku(line.sku) : null;
    if (!line || !current?.selection) {
      errors[`${field}.pet_id`] = ['This pup has no plan in this box.'];
      return;
    }
    const kinds = kindsOf(current.planType);
    const selection = { fresh: [...new Set(plan.fresh)], dry: [...new Set(plan.dry)] };
    for (const kind of ['fresh', 'dry'] as const) {
      const keys = selection[kind];
      const label = kind === 'fresh' ? 'fresh' : 'baked';
      const had = current.selection[kind];
      if (!kinds.includes(kind) && keys.length)
        errors[`${field}.${kind}`] = [`This plan has no ${label} recipes.`];
      else if (kinds.includes(kind) && keys.length === 0)
        errors[`${field}.${kind}`] = [`Choose at least one ${label} recipe.`];
      else if (keys.length > maxRecipes(current.planType, kind))
        errors[`${field}.${kind}`] = [
          `Choose up to ${maxRecipes(current.planType, kind)} ${label} recipes.`,
        ];
      else if (
        keys.some(
          (key) =>
            !(onOffer.has(key) || had.includes(key)) ||
            all.find((recipe) => recipe.key === key)?.kind !== kind,
        )
      )
        errors[`${field}.${kind}`] = ['One of these recipes is not available.'];
      else {
        const pup = allergiesOf.get(plan.pet_id);
        const added = keys.filter((key) => !had.includes(key));
        const refusals = pup ? allergenRefusals(recipeRows, added, [pup], acknowledged) : [];
        if (refusals.length) errors[`${field}.${kind}`] = refusals;
      }
    }
    if (errors[`${field}.fresh`] || errors[`${field}.dry`]) return;
    const sku = planSku(current.planType, current.kcalPerDay, selection);
    if (sku === line.sku) return;
    const pricing = priceSku(sku, all, planLineWeeks(line.product_name) ?? undefined);
    if (!pricing) {
      errors[`${field}.fresh`] = ['These recipes cannot make this plan.'];
      return;
    }
    out.push({ pet_id: plan.pet_id, sku, unit_cents: pricing.box_price });
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}
