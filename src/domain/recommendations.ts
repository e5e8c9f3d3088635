import { STARTER_BOX_WORDS } from '@/config/constants';
import { safeFor } from './allergens';
import type { Offer } from './offers';
import { quotePlan, type PricedRecipe, type RecipeSelection } from './plan-quote';
import { planSku } from './plan-sku';
import { portionSizeOf, type PlanType } from './plan-types';
import {
  kindsOf,
  recommendRecipes,
  selectionsFor,
  type SelectableRecipe,
} from './recipe-selection';

export type CatalogRecipe = PricedRecipe & SelectableRecipe;

/** The API's Variant (spec section 3). Prices in integer cents. */
export interface Variant {
  sku: string;
  recipes: RecipeSelection;
  price_per_week: number;
  discounted_price_per_week: number;
  weeks_of_food: number;
  /** One box at the regular price, and the first box under the offer (what is charged). */
  box_price: number;
  discounted_box_price: number;
  tray_count: number;
  bag_count: number;
}

export interface StarterBox {
  name: (typeof STARTER_BOX_WORDS)[number];
  recipes: RecipeSelection;
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  price_per_week: number;
  discounted_price_per_week: number;
}

/** The API's Product (spec section 3). Prices in integer cents. */
export interface Product {
  sku: string;
  product_type: PlanType;
  portion_size: '1.0' | '0.5';
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  kcalories_per_day: number;
  price_per_week: number;
  price_per_meal: number;
  price_per_day: number;
  discounted_price_per_week: number;
  discounted_price_per_meal: number;
  discounted_price_per_day: number;
  box_price: number;
  discounted_box_price: number;
  available_recipes: RecipeSelection;
  recommended: { subscription_sku: string; recipes: RecipeSelection } | null;
  starter_boxes: StarterBox[];
  variants?: Variant[];
}

export interface RecommendationEntry {
  product_type: PlanType;
  starter_boxes: StarterBox[];
  products: Product[];
  available_recipes: RecipeSelection;
  recommended: Product['recommended'];
}

export interface ProductInput {
  planType: PlanType;
  kcalPerDay: number;
  /** Recipes on offer (flags and stock already applied). */
  available: CatalogRecipe[];
  allergies: string[];
  offer: Offer | null;
  includeVariants: boolean;
  /** A chosen selection (from a recipe sku); otherwise the recommendation is priced. */
  selection?: RecipeSelection | null;
}

function recipesOf(selection: RecipeSelection, available: CatalogRecipe[]): CatalogRecipe[] {
  const keys = new Set([...selection.fresh, ...selection.dry]);
  return available.filter((recipe) => keys.has(recipe.key));
}

function starterBoxes(input: ProductInput, recommended: RecipeSelection | null): StarterBox[] {
  const [mainKind] = kindsOf(input.planType);
  if (!mainKind) return [];
  const safe = safeFor(input.available, input.allergies)
    .filter((recipe) => recipe.kind === mainKind)
    .sort((a, b) => a.rank - b.rank);
  const boxes: StarterBox[] = [];
  safe.slice(0, STARTER_BOX_WORDS.length).forEach((_, index) => {
    const sampled = safe.slice(0, index + 1).map((recipe) => recipe.key);
    const recipes: RecipeSelection =
      mainKind === 'fresh'
        ? { fresh: sampled, dry: recommended?.dry ?? [] }
        : { fresh: [], dry: sampled };
    if (input.planType === 'MX' && recipes.dry.length === 0) return;
    const quote = quotePlan(
      input.kcalPerDay,
      input.planType,
      recipesOf(recipes, input.available),
      input.offer,
    );
    boxes.push({
      name: STARTER_BOX_WORDS[index]!,
      recipes,
      weeks_of_food: quote.weeks_of_food,
      tray_count: quote.tray_count,
      bag_count: quote.bag_count,
      price_per_week: quote.price_per_week,
      discounted_price_per_week: quote.discounted_price_per_week,
    });
  });
  return boxes;
}

/**
 * One plan type priced for one dog. Throws when the plan cannot be made from what is on offer.
 * `selections` are selectionsFor(planType, available), when the caller has them already.
 */
export function buildProduct(
  input: ProductInput,
  selections = selectionsFor(input.planType, input.available),
): Product {
  const { planType, kcalPerDay, available, allergies, offer } = input;
  const recommendedRecipes = recommendRecipes(planType, available, allergies);
  const priced = input.selection ?? recommendedRecipes ?? selections[0];
  if (!priced) throw new Error(`No recipes are available for a ${planType} plan`);
  const quote = quotePlan(kcalPerDay, planType, recipesOf(priced, available), offer);
  const availableRecipes: RecipeSelection = {
    fresh: available.filter((recipe) => recipe.kind === 'fresh').map((recipe) => recipe.key),
    dry: available.filter((recipe) => recipe.kind === 'dry').map((recipe) => recipe.key),
  };
  const product: Product = {
    sku: input.selection
      ? planSku(planType, kcalPerDay, input.selection)
      : planSku(planType, kcalPerDay),
    product_type: planType,
    portion_size: portionSizeOf(planType),
    weeks_of_food: quote.weeks_of_food,
    tray_count: quote.tray_count,
    bag_count: quote.bag_count,
    kcalories_per_day: quote.kcalories_per_day,
    price_per_week: quote.price_per_week,
    price_per_meal: quote.price_per_meal,
    price_per_day: quote.price_per_day,
    discounted_price_per_week: quote.discounted_price_per_week,
    discounted_price_per_meal: quote.discounted_price_per_meal,
    discounted_price_per_day: quote.discounted_price_per_day,
    box_price: quote.box_price,
    discounted_box_price: quote.discounted_box_price,
    available_recipes: availableRecipes,
    recommended: recommendedRecipes
      ? {
          subscription_sku: planSku(planType, kcalPerDay, recommendedRecipes),
          recipes: recommendedRecipes,
        }
      : null,
    starter_boxes: starterBoxes(input, recommendedRecipes),
  };
  if (input.includeVariants) {
    product.variants = selections.map((selection) => {
      const variantQuote = quotePlan(kcalPerDay, planType, recipesOf(selection, available), offer);
      return {
        sku: planSku(planType, kcalPerDay, selection),
        recipes: selection,
        price_per_week: variantQuote.price_per_week,
        discounted_price_per_week: variantQuote.discounted_price_per_week,
        weeks_of_food: variantQuote.weeks_of_food,
        box_price: variantQuote.box_price,
        discounted_box_price: variantQuote.discounted_box_price,
        tray_count: variantQuote.tray_count,
        bag_count: variantQuote.bag_count,
      };
    });
  }
  return product;
}

/** The recommendation list: one entry per plan type that can be made from the recipes on offer. */
export function buildRecommendations(
  planTypes: PlanType[],
  base: Omit<ProductInput, 'planType' | 'selection'>,
): RecommendationEntry[] {
  return planTypes.flatMap((planType) => {
    const selections = selectionsFor(planType, base.available);
    if (selections.length === 0) return [];
    const product = buildProduct({ ...base, planType }, selections);
    return [
      {
        product_type: planType,
        starter_boxes: product.starter_boxes,
        products: [product],
        available_recipes: product.available_recipes,
        recommended: product.recommended,
      },
    ];
  });
}
