import { bagCount, trayCount } from './box';
import { quotePlan, type PricedRecipe, type RecipeSelection } from './plan-quote';
import { parsePlanSku } from './plan-sku';
import { portionSizeOf, skuProductType, type PlanType, type PortionSize } from './plan-types';

/** A plan as carts and subscriptions show it, priced from its sku. Prices in cents. */
export interface SkuPricing {
  plan_type: PlanType;
  product_type: 'FR' | 'DY' | 'MX';
  portion_size: PortionSize;
  recipes: RecipeSelection;
  kcalories_per_day: number;
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  price_per_day: number;
  price_per_week: number;
  price_per_meal: number;
  /** One box: price per week × weeks of food. */
  box_price: number;
  /** The most weeks of food one box holds for this plan (deliveries can come at most this far apart). */
  max_weeks_of_food: number;
}

/**
 * Prices a full plan sku (calories, portion and recipes) with the recipes given. Null when the
 * sku names no recipes or recipes that are not among them: such a plan cannot be priced.
 */
export function priceSku(sku: string, recipes: PricedRecipe[], weeks?: number): SkuPricing | null {
  const plan = parsePlanSku(sku);
  const selection = plan?.selection;
  if (!plan || !selection) return null;
  const chosen = recipes.filter((recipe) =>
    (recipe.kind === 'fresh' ? selection.fresh : selection.dry).includes(recipe.key),
  );
  let quote;
  try {
    quote = quotePlan(plan.kcalPerDay, plan.planType, chosen);
  } catch {
    return null;
  }
  // A box may hold fewer weeks than the most that fits (the customer's delivery frequency).
  const boxWeeks = Math.max(1, Math.min(weeks ?? quote.weeks_of_food, quote.weeks_of_food));
  const resized = boxWeeks !== quote.weeks_of_food;
  return {
    plan_type: plan.planType,
    product_type: skuProductType(plan.planType),
    portion_size: portionSizeOf(plan.planType),
    recipes: selection,
    kcalories_per_day: quote.kcalories_per_day,
    weeks_of_food: boxWeeks,
    tray_count: resized ? trayCount(quote.fresh_grams_per_day, boxWeeks) : quote.tray_count,
    bag_count: resized ? bagCount(quote.dry_grams_per_day, boxWeeks) : quote.bag_count,
    price_per_day: quote.price_per_day,
    price_per_week: quote.price_per_week,
    price_per_meal: quote.price_per_meal,
    box_price: quote.price_per_week * boxWeeks,
    max_weeks_of_food: quote.weeks_of_food,
  };
}
