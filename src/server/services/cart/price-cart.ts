import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  pets,
  type AddonRow,
  type CartLineItem,
  type CartRow,
  type PetRow,
} from '@/server/db/schema';
import {
  firstBoxLines,
  recurringAddonsByPet,
  repeatQuote,
  planLineName,
  PLAN_ADDON_FREQUENCY,
  PLAN_ADDON_QUANTITY,
  type FirstBoxLine,
  type RepeatQuote,
} from '@/server/domain/box-lines';
import { cartTotals, type CartTotals, type PricedAddon } from '@/server/domain/cart-totals';
import type { Offer } from '@/server/domain/offers';
import { priceSku, type SkuPricing } from '@/server/domain/sku-pricing';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { findRedeemableOffer } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';

/** A stored line with its product's name and prices. */
export interface CartLineView extends CartLineItem {
  product_name: string;
  unit_price: number;
  total_price: number;
}

/** An extra picked with a pup's plan (`subscriptions[pet].addons`): one, every box, priced. */
export interface CartPlanAddonView {
  sku: string;
  product_name: string;
  product_type: 'TR' | 'SP';
  quantity: number;
  frequency: 1 | 2;
  unit_price: number;
  total_price: number;
}

export interface CartSubscriptionView extends SkuPricing {
  pet_id: number;
  pet_name: string;
  sku: string;
  addons: CartPlanAddonView[];
  /** What this pup's box costs after the first one, and how often it comes (before any credit). */
  repeat: RepeatQuote;
}

export interface CartView {
  cart_id: number;
  version: number;
  coupon_code: string | null;
  offer: Pick<Offer, 'code' | 'category' | 'type' | 'amount'> | null;
  invalid_codes: string[];
  line_items: CartLineView[];
  subscriptions: Record<string, CartSubscriptionView>;
  /** Every line of the first box, as the order will record it; they add up to totals.subtotal. */
  lines: FirstBoxLine[];
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
export async function priceCart(
  db: Database,
  cart: CartRow,
  /** The customer's pups when the caller read them with the cart (saves a query). */
  knownPets?: PetRow[],
): Promise<CartView> {
  const addonSkus = [
    ...cart.lineItems.map((item) => item.sku),
    ...Object.values(cart.subscriptions).flatMap((sub) => sub.addons.map((addon) => addon.sku)),
  ];
  const [recipeRows, addonRows, petRows, offer] = await Promise.all([
    listActiveRecipes(db),
    findAddonsBySku(db, [...new Set(addonSkus)]),
    knownPets ?? db.select().from(pets).where(eq(pets.customerId, cart.customerId)),
    cart.couponCode ? findRedeemableOffer(db, cart.couponCode) : Promise.resolve(null),
  ]);
  const recipes = availableRecipes(recipeRows, serverFlags());
  const addons = new Map<string, AddonRow>(
    addonRows.filter((row) => row.isActive).map((row) => [row.sku, row]),
  );
  const petsById = new Map<number, PetRow>(petRows.map((pet) => [pet.id, pet]));

  const plans: Array<Omit<CartSubscriptionView, 'repeat'> & { key: string }> = [];
  for (const [key, sub] of Object.entries(cart.subscriptions)) {
    const pet = petsById.get(sub.pet_id);
    const pricing = pet ? priceSku(sub.sku, recipes) : null;
    if (!pet || !pricing) continue;
    plans.push({
      key,
      pet_id: pet.id,
      pet_name: pet.name,
      sku: sub.sku,
      addons: sub.addons.flatMap((addon) => {
        const product = addons.get(addon.sku);
        return product
          ? [
              {
                sku: product.sku,
                product_name: product.name,
                product_type: product.productType,
                quantity: PLAN_ADDON_QUANTITY,
                frequency: PLAN_ADDON_FREQUENCY,
                unit_price: product.priceCents,
                total_price: product.priceCents * PLAN_ADDON_QUANTITY,
              },
            ]
          : [];
      }),
      ...pricing,
    });
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
  const recurring = recurringAddonsByPet(plans, lineItems);
  const subscriptions: Record<string, CartSubscriptionView> = {};
  for (const { key, ...plan } of plans) {
    subscriptions[key] = {
      ...plan,
      repeat: repeatQuote({
        plan: {
          sku: plan.sku,
          product_name: planLineName(plan.pet_name, plan.weeks_of_food),
          product_type: plan.product_type,
          box_cents: plan.box_price,
        },
        addons: (recurring.get(plan.pet_id) ?? []).map((addon) => ({
          ...addon,
          unit_cents: addon.unit_price,
          start_cycle: 0,
        })),
        weeks: plan.weeks_of_food,
        taxRateBps: cart.taxRateBps,
      }),
    };
  }
  const planAddons: PricedAddon[] = plans.flatMap((plan) =>
    plan.addons.map((addon) => ({
      sku: addon.sku,
      product_type: addon.product_type,
      unit_cents: addon.unit_price,
      quantity: addon.quantity,
      frequency: addon.frequency,
      recurrence: true,
    })),
  );
  const totals = cartTotals(
    plans.map((plan) => ({
      pet_id: plan.pet_id,
      product_type: plan.product_type,
      box_cents: plan.box_price,
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
  // Renewals charge each pup's box on its own, with its own tax: the next boxes are their sum.
  const repeats = Object.values(subscriptions).map((sub) => sub.repeat.box);
  const sum = (pick: (box: (typeof repeats)[number]) => number) =>
    repeats.reduce((total, box) => total + pick(box), 0);
  totals.next_box_subtotal = sum((box) => box.subtotal);
  totals.next_box_tax = sum((box) => box.tax);
  totals.next_box_total = sum((box) => box.total);
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
    lines: firstBoxLines(plans, lineItems),
    tax_state: cart.taxState,
    tax_rate_bps: cart.taxRateBps,
    totals,
  };
}
