/** `GET /api/admin/production/{cook_date}/`: what the kitchen cooks that day (grams are whole). */
export interface ProductionPlanView {
  cook_date: string;
  /** The one delivery date this cook date's food arrives on. */
  delivery_date: string;
  recipes: Array<{
    recipe_key: string;
    recipe_name: string;
    unit: 'tray' | 'bag';
    count: number;
    grams: number;
  }>;
  ingredients: Array<{ ingredient_key: string; ingredient_name: string; grams: number }>;
  total_grams: number;
  /** Recipes whose formula the shop does not keep: weighed, not split into ingredients. */
  without_formula: string[];
  /** Plans whose recipes left the catalogue: not in the figures, listed so none is missed. */
  unpriced: Array<{ sku: string; weeks_of_food: number | null; boxes: number }>;
}
