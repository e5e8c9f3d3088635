import { readAll } from '@/server/db/read-all';
import { clockNow } from '@/server/clock';
import { eq } from 'drizzle-orm';
import { shopToday } from '@/domain/delivery-schedule';
import type { CartLineView, CartSubscriptionView, CartView } from '@/contracts/cart';
import type { Database } from '@/server/db/client';
import { pets, type AddonRow, type CartRow, type PetRow } from '@/server/db/schema';
import {
  firstBoxLines,
  recurringAddonsByPet,
  renewalOffer,
  repeatQuote,
  planLineName,
  PLAN_ADDON_FREQUENCY,
  PLAN_ADDON_QUANTITY,
} from '@/domain/box-lines';
import { cartTotals, type PricedAddon } from '@/domain/cart-totals';
import { priceSku } from '@/domain/sku-pricing';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { couponView, findRedeemableOffer } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';
import { combinedRatePpm } from '@/domain/tax';
import { taxRatesFor } from '@/server/tax/tax-service';

/**
 * Prices a cart from the catalogue on the server: plan prices from each sku's calories and
 * recipes, add-ons from the product table, the cart's offer if still redeemable, tax at the
 * rates the tax provider gives for the cart's shipping address. A plan or product that is no longer offered is left out of the totals.
 */
export async function priceCart(
  db: Database,
  cart: CartRow,
  /**
   * The customer's pups when the caller read them with the cart (saves a query); for a pup not
   * saved yet (the console's terms of adding one), its id in the cart and its name are enough.
   */
  knownPets?: Array<Pick<PetRow, 'id' | 'name'>>,
): Promise<CartView> {
  const addonSkus = [
    ...cart.lineItems.map((item) => item.sku),
    ...Object.values(cart.subscriptions).flatMap((sub) => sub.addons.map((addon) => addon.sku)),
  ];
  // A cart's first box is charged at checkout: today's prices.
  const today = shopToday(clockNow());
  const [recipeRows, addonRows, petRows, offer, taxRates] = await readAll(db, [
    () => listActiveRecipes(db, today),
    () => findAddonsBySku(db, [...new Set(addonSkus)], today),
    () => knownPets ?? db.select().from(pets).where(eq(pets.customerId, cart.customerId)),
    () =>
      cart.couponCode
        ? findRedeemableOffer(db, cart.couponCode, { customerId: cart.customerId })
        : Promise.resolve(null),
    () => taxRatesFor(db, cart.taxAddress),
  ]);
  const taxRatePpm = combinedRatePpm(taxRates);
  const recipes = availableRecipes(recipeRows, serverFlags());
  const addons = new Map<string, AddonRow>(
    addonRows.filter((row) => row.isActive).map((row) => [row.sku, row]),
  );
  const petsById = new Map(petRows.map((pet) => [pet.id, pet]));

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
        taxRatePpm,
        offer: renewalOffer(offer),
      }),
    };
  }
  const planAddons: PricedAddon[] = plans.flatMap((plan) =>
    plan.addons.map((addon) => ({
      sku: addon.sku,
      product_type: addon.product_type,
      unit_cents: addon.unit_price,
      quantity: addon.quantity,
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
      })),
      ...planAddons,
    ],
    offer,
    taxRatePpm,
    Object.values(subscriptions).map((sub) => sub.repeat.box),
  );
  return {
    cart_id: cart.id,
    version: cart.version,
    coupon_code: cart.couponCode,
    offer: offer ? couponView(offer) : null,
    invalid_codes: cart.invalidCodes,
    line_items: lineItems,
    subscriptions,
    lines: firstBoxLines(plans, lineItems),
    tax_address: cart.taxAddress
      ? {
          address1: cart.taxAddress.line1,
          address2: cart.taxAddress.line2 ?? '',
          city: cart.taxAddress.city,
          state: cart.taxAddress.state,
          zip_code: cart.taxAddress.postal_code,
        }
      : null,
    tax_state: cart.taxState,
    tax_rate_ppm: taxRatePpm,
    tax_jurisdictions: taxRates.jurisdictions,
    tax_incomplete: taxRates.incomplete,
    totals,
  };
}
