import { readAll } from '@/server/db/read-all';
import { clockNow } from '@/server/clock';
import { and, eq } from 'drizzle-orm';
import { shopToday } from '@/domain/delivery-schedule';
import type { InferType } from 'yup';
import type { CartView, cartDeleteSchema, cartUpdateSchema } from '@/contracts/cart';
import { ValidationError, type FieldErrors } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  addresses,
  pets,
  subscriptions as subscriptionsTable,
  type CartLineItem,
  type CartRow,
  type CartSubscription,
} from '@/server/db/schema';
import { chooseOffer, type OfferNotice } from '@/domain/offer-choice';
import { checkPlanSku } from '@/domain/plan-check';
import { sameTaxAddress, taxAddressOf } from '@/server/tax/tax-service';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { findRedeemableOffer } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';
import { petCalories } from '../pets/pets-service';
import { cartAllergenErrors } from './cart-allergens';
import {
  changeCart,
  ensureCart,
  findCart,
  findCartWithPets,
  rememberInvalidCode,
} from './cart-repository';
import { priceCart } from './price-cart';

type CartUpdate = InferType<typeof cartUpdateSchema>;
type CartDelete = InferType<typeof cartDeleteSchema>;

const INVALID_CODE = 'This offer code is not valid.';
const sameLine = (a: { sku: string; pet_id: number | null }, b: typeof a) =>
  a.sku === b.sku && (a.pet_id ?? null) === (b.pet_id ?? null);

/**
 * GET …/cart/: a read. Customers get their cart when they register, so only an account older than
 * that has one made here, once. `resyncTaxes` takes the saved shipping address into the cart as
 * the address it is taxed for, which writes only when that address changed.
 */
export async function getCart(
  db: Database,
  customerId: number,
  options: { resyncTaxes?: boolean } = {},
): Promise<CartView> {
  if (options.resyncTaxes) return priceCart(db, await resyncTaxes(db, customerId));
  const found = await findCartWithPets(db, customerId);
  return found
    ? priceCart(db, found.cart, found.pets)
    : priceCart(db, await ensureCart(db, customerId));
}

export async function resyncTaxes(db: Database, customerId: number): Promise<CartRow> {
  const [[address], found] = await readAll(db, [
    () => db.select().from(addresses).where(eq(addresses.customerId, customerId)).limit(1),
    () => findCart(db, customerId),
  ]);
  const taxAddress = address ? taxAddressOf(address) : null;
  // Unchanged tax is no change: the version stays, so concurrent checkouts of one cart see the
  // same version (one first-box order per cart version) and a GET writes nothing.
  const cart = found ?? (await ensureCart(db, customerId));
  if (sameTaxAddress(cart.taxAddress, taxAddress) && cart.taxState === (taxAddress?.state ?? null))
    return cart;
  return changeCart(db, customerId, () => ({
    taxAddress,
    taxState: taxAddress?.state ?? null,
  }));
}

/** Checks everything the customer sent against their pups and the catalogue; 400 per field. */
async function checkUpdate(db: Database, customerId: number, input: CartUpdate) {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  const subs = input.subscriptions ?? {};
  const lines = input.line_items ?? [];
  const addonSkus = [
    ...lines.map((line) => line.sku),
    ...Object.values(subs).flatMap((sub) => sub.addons.map((addon) => addon.sku)),
  ];
  const [petRows, recipeRows, addonRows] = await readAll(db, [
    () => db.select().from(pets).where(eq(pets.customerId, customerId)),
    () =>
      Object.keys(subs).length ? listActiveRecipes(db, shopToday(clockNow())) : Promise.resolve([]),
    () => findAddonsBySku(db, [...new Set(addonSkus)], shopToday(clockNow())),
  ]);
  const ownPets = new Map(petRows.map((pet) => [pet.id, pet]));
  const products = new Map(addonRows.filter((row) => row.isActive).map((row) => [row.sku, row]));
  const flags = serverFlags();
  const offered = availableRecipes(recipeRows, flags);
  const available = {
    fresh: offered.filter((recipe) => recipe.kind === 'fresh').map((recipe) => recipe.key),
    dry: offered.filter((recipe) => recipe.kind === 'dry').map((recipe) => recipe.key),
  };

  for (const [key, sub] of Object.entries(subs)) {
    const pet = ownPets.get(Number(key));
    if (!pet) {
      fail(`subscriptions.${key}`, 'No such pup.');
      continue;
    }
    const check = checkPlanSku(sub.sku, {
      kcalPerDay: petCalories(pet),
      available,
      halfFreshAllowed: flags.SHOW_HALF_FRESH,
    });
    if (!check.ok) fail(`subscriptions.${key}.sku`, check.message);
    sub.addons.forEach((addon, index) => {
      if (!products.has(addon.sku))
        fail(`subscriptions.${key}.addons[${index}].sku`, 'Unknown product.');
    });
  }
  // A line for no pup in particular is checked against every pup of the cart as it will be: with
  // replace, exactly the pups sent.
  const forAllPups = lines.some((line) => !line.pet_id);
  const cartPetIds = !forAllPups
    ? []
    : input.replace
      ? Object.keys(subs)
      : [...Object.keys((await ensureCart(db, customerId)).subscriptions), ...Object.keys(subs)];
  Object.assign(
    errors,
    cartAllergenErrors(
      { subscriptions: subs, lineItems: lines, acknowledged: input.allergen_acknowledged },
      {
        pets: ownPets,
        recipes: recipeRows,
        products,
        cartPetIds: [...new Set(cartPetIds)].map(Number),
      },
    ),
  );
  lines.forEach((line, index) => {
    const product = products.get(line.sku);
    if (!product) fail(`line_items[${index}].sku`, 'Unknown product.');
    else if (line.product_type && line.product_type !== product.productType)
      fail(`line_items[${index}].product_type`, `This product is ${product.productType}.`);
    if (line.pet_id !== null && !ownPets.has(line.pet_id))
      fail(`line_items[${index}].pet_id`, 'No such pup.');
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return products;
}

/** The offer a code names, if this customer may use it; null when the code is to be cleared. */
async function checkCoupon(db: Database, customerId: number, code: string | null | undefined) {
  if (!code) return null;
  const offer = await findRedeemableOffer(db, code, { customerId });
  let allowed = Boolean(offer);
  if (offer?.category === 'REACTIVATION') {
    // Welcome-back offers are for members who cancelled, not for new customers.
    const [cancelled] = await db
      .select({ id: subscriptionsTable.id })
      .from(subscriptionsTable)
      .where(
        and(
          eq(subscriptionsTable.customerId, customerId),
          eq(subscriptionsTable.status, 'cancelled'),
        ),
      )
      .limit(1);
    allowed = Boolean(cancelled);
  }
  if (offer?.referrerId !== undefined) {
    // A friend's code is for a first plan, and never one's own.
    const [member] = await db
      .select({ id: subscriptionsTable.id })
      .from(subscriptionsTable)
      .where(eq(subscriptionsTable.customerId, customerId))
      .limit(1);
    allowed = offer.referrerId !== customerId && !member;
  }
  if (!allowed) {
    await rememberInvalidCode(db, customerId, code.toUpperCase());
    throw new ValidationError({ coupon_code: [INVALID_CODE] });
  }
  return offer!.code;
}

/**
 * The code a cart ends up with: a new code that saves less on the cart as it will be than the one
 * it holds is not taken unless the customer chose it (`replace_offer`); the notice says why.
 */
async function settleCoupon(
  db: Database,
  draft: CartRow,
  couponCode: string | null,
  replace: boolean,
): Promise<{ couponCode: string | null; notice: OfferNotice | null }> {
  const current = draft.couponCode;
  if (!current || !couponCode || replace || current === couponCode)
    return { couponCode, notice: null };
  const [withCurrent, withCandidate] = await readAll(db, [
    () => priceCart(db, { ...draft, couponCode: current }),
    () => priceCart(db, { ...draft, couponCode }),
  ]);
  const choice = chooseOffer(
    withCurrent.offer ? { code: current, discountCents: withCurrent.totals.discount } : null,
    { code: couponCode, discountCents: withCandidate.totals.discount },
  );
  return choice.keep === 'current'
    ? { couponCode: current, notice: choice.notice }
    : { couponCode, notice: null };
}

/**
 * PUT …/cart/: line items are merged by sku and pup, subscriptions by pup (or, with `replace`,
 * they become the cart's whole contents, in the same locked transaction), coupon_code set or
 * cleared (null or ''), and tax_address quotes tax at an address. Nothing the client says about
 * prices is read.
 */
export async function updateCart(
  db: Database,
  customerId: number,
  input: CartUpdate,
): Promise<CartView & { offer_notice: OfferNotice | null }> {
  const products = await checkUpdate(db, customerId, input);
  const couponCode =
    input.coupon_code === undefined
      ? undefined
      : await checkCoupon(db, customerId, input.coupon_code);
  let notice: OfferNotice | null = null;
  const saved = await changeCart(db, customerId, async (cart, tx) => {
    const lineItems = input.replace ? [] : [...cart.lineItems];
    for (const line of input.line_items ?? []) {
      const next: CartLineItem = {
        sku: line.sku,
        quantity: line.quantity,
        frequency: line.frequency as 1 | 2,
        recurrence: line.recurrence,
        pet_id: line.pet_id ?? null,
        product_type: products.get(line.sku)!.productType,
      };
      const at = lineItems.findIndex((item) => sameLine(item, next));
      if (at >= 0) lineItems[at] = next;
      else lineItems.push(next);
    }
    const subscriptions: Record<string, CartSubscription> = input.replace
      ? {}
      : { ...cart.subscriptions };
    for (const [key, sub] of Object.entries(input.subscriptions ?? {})) {
      subscriptions[key] = { pet_id: Number(key), sku: sub.sku, addons: sub.addons };
    }
    // Taxed at the address entered, so the amount shown before paying is the amount charged;
    // placing the order saves the address and takes it again (resyncTaxes).
    const typed = input.tax_address
      ? taxAddressOf({ ...input.tax_address, address2: input.tax_address.address2 ?? null })
      : null;
    const taxed = typed ? { taxAddress: typed, taxState: typed.state } : {};
    if (couponCode === undefined) return { lineItems, subscriptions, ...taxed };
    const settled = await settleCoupon(
      tx,
      { ...cart, lineItems, subscriptions, ...taxed },
      couponCode,
      input.replace_offer === true,
    );
    notice = settled.notice;
    return { lineItems, subscriptions, couponCode: settled.couponCode, ...taxed };
  });
  return { ...(await priceCart(db, saved)), offer_notice: notice };
}

/** DELETE …/cart/: removes pups' plans and/or add-on lines; unknown ones are simply not there. */
export async function removeFromCart(
  db: Database,
  customerId: number,
  input: CartDelete,
): Promise<CartView> {
  const saved = await changeCart(db, customerId, (cart) => {
    const petIds = new Set(input.pet_ids.map(String));
    const subscriptions = Object.fromEntries(
      Object.entries(cart.subscriptions).filter(([key]) => !petIds.has(key)),
    );
    const lineItems = cart.lineItems.filter(
      (item) =>
        !input.line_items.some((gone) => sameLine(gone, item)) &&
        !(item.pet_id !== null && petIds.has(String(item.pet_id))),
    );
    return { subscriptions, lineItems };
  });
  return priceCart(db, saved);
}
