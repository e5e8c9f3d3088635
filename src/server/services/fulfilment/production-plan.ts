import type { ProductionPlanView } from '@/contracts/admin/production';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { csvDocument } from '@/domain/packing-csv';
import { deliveryDateOf, productionCsvRows, productionTotals } from '@/domain/production-plan';
import type { Database } from '@/server/db/client';
import { pickList } from './fulfilment-service';

const INGREDIENT_NAMES = new Map(
  RECIPES.flatMap((recipe) =>
    recipe.ingredients.map((ingredient) => [ingredient.key, ingredient.name]),
  ),
);

/**
 * A cook date's production plan. Its figures are the delivery date's pick list (fulfilment's one
 * path for what goes into boxes: ordered boxes that will ship, plus the plans due and not ordered
 * yet, kept by the tallies as customers skip, pause and change recipes), so the kitchen cooks
 * what the packers will pick; only the weighing and the ingredient split are added here.
 */
export async function productionPlan(db: Database, cookDate: string): Promise<ProductionPlanView> {
  const deliveryDate = deliveryDateOf(cookDate);
  const picks = await pickList(db, deliveryDate);
  const totals = productionTotals([...picks.recipes, ...picks.forecast_recipes], INGREDIENT_NAMES);
  return {
    cook_date: cookDate,
    delivery_date: deliveryDate,
    ...totals,
    unpriced: picks.unpriced,
  };
}

/** The kitchen's CSV of a cook date (columns: PRODUCTION_CSV_COLUMNS; the packing CSV's writer). */
export async function productionCsv(db: Database, cookDate: string): Promise<string> {
  const plan = await productionPlan(db, cookDate);
  return csvDocument(productionCsvRows(cookDate, plan));
}
