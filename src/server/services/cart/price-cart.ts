import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import {
  pets,
  type AddonRow,
  type CartLineItem,
  type CartRow,
  type PetRow,
} from '@/server/db/schema';
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

export interface CartSubscriptionView extends SkuPricing {
  pet_id: number;
  pet_name: string;
  sku: string;
  addons: { sku: string }[];
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
    const pricing = pet ? priceSku(sub.sku, recipes) : null;
    if (!pet || !pricing) continue;
    subscriptions[key] = {
      pet_id: pet.id,
      pet_name: pet.name,
      sku: sub.sku,
      addons: sub.addons.filter((addon) => addons.has(addon.sku)),
      ...pricing,
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
