import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { pets, type AddonRow, type CartRow, type PetRow } from '@/server/db/schema';
import { cartTotals, type CartTotals, type PricedAddon } from '@/server/domain/cart-totals';
import type { Offer } from '@/server/domain/offers';
import { quotePlan } from '@/server/domain/plan-quote';
import { parsePlanSku } from '@/server/domain/plan-sku';
import { skuProductType, type PlanType } from '@/server/domain/plan-types';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { findRedeemableOffer } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';

export interface CartLineView {
  sku: string;
  quantity: number;
  frequency: 1 | 2;
  recurrence: boolean;
  pet_id: number | null;
  product_type: 'TR' | 'SP';
  product_name: string;
  unit_price: number;
  total_price: number;
}

export interface CartSubscriptionView {
  pet_id: number;
  pet_name: string;
  sku: string;
  addons: { sku: string }[];
  plan_type: PlanType;
  product_type: 'FR' | 'DY' | 'MX';
  portion_size: '1.0' | '0.5';
  recipes: { fresh: string[]; dry: string[] };
  kcalories_per_day: number;
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
  price_per_day: number;
  price_per_week: number;
  price_per_meal: number;
  box_price: number;
}

export interface CartView {
  cart_id: number;
  version: number;
  coupon_code: string | null;
  offer: Pick<Offer, 'code' | 'category' | 'type' | 'amount'> | null;
  invalid_codes: string[];
  line_items: CartLineView[];
  subscriptions: Record<string, CartSubscriptionView>;
  tax_state: string | null;
  tax_rate_bps: number;
  /** Cents, like every price here. */
  totals: CartTotals;
}

/**
 * Prices a cart from the catalogue on the server: plan prices from each sku's calories and
 * recipes, add-ons from the product table, the cart's offer if still redeemable, the tax rate of
 * the shipping state. A plan or product that is no longer offered is left out of the totals.
 */
export async function priceCart(db: Database, cart: CartRow): Promise<CartView> {
  const addonSkus = [
    ...cart.lineItems.map((item) => item.sku),
    ...Object.values(cart.subscriptions).flatMap((sub) => sub.addons.map((addon) => addon.sku)),
  ];
  const [recipeRows, addonRows, petRows, offer] = await Promise.all([
    listActiveRecipes(db),
    findAddonsBySku(db, [...new Set(addonSkus)]),
    db.select().from(pets).where(eq(pets.customerId, cart.customerId)),
    cart.couponCode ? findRedeemableOffer(db, cart.couponCode) : Promise.resolve(null),
  ]);
  const recipes = availableRecipes(recipeRows, serverFlags());
  const addons = new Map<string, AddonRow>(
    addonRows.filter((row) => row.isActive).map((row) => [row.sku, row]),
  );
  const petsById = new Map<number, PetRow>(petRows.map((pet) => [pet.id, pet]));

  const subscriptions: Record<string, CartSubscriptionView> = {};
  for (const [key, sub] of Object.entries(cart.subscriptions)) {
    const pet = petsById.get(sub.pet_id);
    const plan = parsePlanSku(sub.sku);
    if (!pet || !plan?.selection) continue;
    const chosen = recipes.filter((recipe) =>
      (recipe.kind === 'fresh' ? plan.selection!.fresh : plan.selection!.dry).includes(recipe.key),
    );
    let quote;
    try {
      quote = quotePlan(plan.kcalPerDay, plan.planType, chosen);
    } catch {
      continue;
    }
    subscriptions[key] = {
      pet_id: pet.id,
      pet_name: pet.name,
      sku: sub.sku,
      addons: sub.addons.filter((addon) => addons.has(addon.sku)),
      plan_type: plan.planType,
      product_type: skuProductType(plan.planType),
      portion_size: plan.planType === 'half_fresh' ? '0.5' : '1.0',
      recipes: plan.selection,
      kcalories_per_day: quote.kcalories_per_day,
      weeks_of_food: quote.weeks_of_food,
      tray_count: quote.tray_count,
      bag_count: quote.bag_count,
      price_per_day: quote.price_per_day,
      price_per_week: quote.price_per_week,
      price_per_meal: quote.price_per_meal,
      box_price: quote.price_per_week * quote.weeks_of_food,
    };
  }

  const lineItems: CartLineView[] = cart.lineItems.flatMap((item) => {
    const product = addons.get(item.sku);
    if (!product) return [];
    return [
      {
        ...item,
        product_type: product.productType,
        product_name: product.name,
        unit_price: product.priceCents,
        total_price: product.priceCents * item.quantity,
      },
    ];
  });
  // Jar variants' add-ons ride along with the plan: one each, every box.
  const planAddons: PricedAddon[] = Object.values(subscriptions).flatMap((sub) =>
    sub.addons.map((addon) => {
      const product = addons.get(addon.sku)!;
      return {
        sku: product.sku,
        product_type: product.productType,
        unit_cents: product.priceCents,
        quantity: 1,
        frequency: 1 as const,
        recurrence: true,
      };
    }),
  );
  const totals = cartTotals(
    Object.values(subscriptions).map((sub) => ({
      pet_id: sub.pet_id,
      product_type: sub.product_type,
      box_cents: sub.box_price,
    })),
    [
      ...lineItems.map((line) => ({
        sku: line.sku,
        product_type: line.product_type,
        unit_cents: line.unit_price,
        quantity: line.quantity,
        frequency: line.frequency,
        recurrence: line.recurrence,
      })),
      ...planAddons,
    ],
    offer,
    cart.taxRateBps,
  );
  return {
    cart_id: cart.id,
    version: cart.version,
    coupon_code: cart.couponCode,
    offer: offer
      ? { code: offer.code, category: offer.category, type: offer.type, amount: offer.amount }
      : null,
    invalid_codes: cart.invalidCodes,
    line_items: lineItems,
    subscriptions,
    tax_state: cart.taxState,
    tax_rate_bps: cart.taxRateBps,
    totals,
  };
}
