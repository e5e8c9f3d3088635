import { readAll } from '@/server/db/read-all';
import { clockNow } from '@/server/clock';
import { DomainError, ValidationError } from '@/server/errors';
import { shopToday } from '@/domain/delivery-schedule';
import type { Database } from '@/server/db/client';
import type { AddonRow } from '@/server/db/schema';
import type { AddonProductView } from '@/contracts/products';
import { discountCents, type Offer } from '@/domain/offers';
import { parsePlanSku } from '@/domain/plan-sku';
import { buildProduct, type Product } from '@/domain/recommendations';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { offerFromQuery } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';

export const MAX_PRODUCT_IDS = 50;

/** A treat or supplement as the API shows it. Prices in integer cents. */
export type AddonProduct = AddonProductView;

function toAddonProduct(row: AddonRow, offer: Offer | null): AddonProduct {
  return {
    sku: row.sku,
    key: row.key,
    name: row.name,
    product_type: row.productType,
    container: row.container,
    description: row.description,
    size: row.size,
    price: row.priceCents,
    discounted_price:
      row.priceCents - (offer ? discountCents(row.priceCents, offer, row.productType) : 0),
  };
}

type AnyProduct = Product | AddonProduct;

/** Resolves skus (plan skus are computed; add-on skus are stored). Unknown or unavailable skus are left out. */
async function resolveProducts(
  db: Database,
  skus: string[],
  offer: Offer | null,
): Promise<Map<string, AnyProduct>> {
  const found = new Map<string, AnyProduct>();
  const planSkus = skus
    .map((sku) => [sku, parsePlanSku(sku)] as const)
    .filter(([, parsed]) => parsed !== null);
  const addonSkus = skus.filter((sku) => parsePlanSku(sku) === null);
  const today = shopToday(clockNow());
  const [rows, addons] = await readAll(db, [
    () => (planSkus.length ? listActiveRecipes(db, today) : Promise.resolve([])),
    () => findAddonsBySku(db, addonSkus, today),
  ]);
  for (const row of addons) if (row.isActive) found.set(row.sku, toAddonProduct(row, offer));
  const available = availableRecipes(rows, serverFlags());
  const offered = new Set(available.map((recipe) => recipe.key));
  for (const [sku, parsed] of planSkus) {
    const selection = parsed!.selection;
    if (selection && ![...selection.fresh, ...selection.dry].every((key) => offered.has(key)))
      continue;
    try {
      found.set(
        sku,
        buildProduct({
          planType: parsed!.planType,
          kcalPerDay: parsed!.kcalPerDay,
          available,
          allergies: [],
          offer,
          includeVariants: true,
          selection,
        }),
      );
    } catch {
      // A sku naming the wrong kind of recipe for its plan type does not exist.
    }
  }
  return found;
}

export async function getProduct(
  db: Database,
  sku: string,
  couponCode: string | undefined,
): Promise<AnyProduct> {
  const offer = await offerFromQuery(db, couponCode);
  const product = (await resolveProducts(db, [sku], offer)).get(sku);
  if (!product) throw new DomainError('not_found', 'No such product.');
  return product;
}

/** GET /api/v3/products/?ids=a,b: the known ones, in the order asked. */
export async function listProducts(
  db: Database,
  ids: string | undefined,
  couponCode: string | undefined,
): Promise<AnyProduct[]> {
  const skus = [
    ...new Set(
      (ids ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (skus.length === 0)
    throw new ValidationError({ ids: ['Give one or more product ids, comma-separated.'] });
  if (skus.length > MAX_PRODUCT_IDS)
    throw new ValidationError({ ids: [`Ask for at most ${MAX_PRODUCT_IDS} products at once.`] });
  if (skus.some((sku) => sku.length > 120))
    throw new ValidationError({ ids: ['A product id is too long.'] });
  const offer = await offerFromQuery(db, couponCode);
  const found = await resolveProducts(db, skus, offer);
  return skus.flatMap((sku) => (found.has(sku) ? [found.get(sku)!] : []));
}
