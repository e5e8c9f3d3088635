import { readAll } from '@/server/db/read-all';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SubscriptionView } from '@/contracts/subscriptions';
import type { Database } from '@/server/db/client';
import {
  addresses,
  customers,
  offers,
  pets,
  subscriptions,
  type SubscriptionAddon,
  type SubscriptionRow,
} from '@/server/db/schema';
import {
  lastChangeDay,
  rescheduleOptions,
  restartOptions,
  shopToday,
} from '@/domain/delivery-schedule';
import { nextBox } from '@/domain/next-box';
import { chargeDay } from '@/domain/renewal-schedule';
import { priceSku } from '@/domain/sku-pricing';
import { combinedRatePpm } from '@/domain/tax';
import { taxAddressOf, taxRatesFor } from '@/server/tax/tax-service';
import { availableRecipes } from '../catalog/available-recipes';
import { findAddonsBySku, listActiveRecipes } from '../catalog/catalog-repository';
import { offerFromLookup } from '../catalog/offers';
import { serverFlags } from '../catalog/server-flags';
import { lastBoxDateOf } from './last-boxes';
import { plansWithRoom } from '../capacity/capacity-service';
import { clockNow } from '@/server/clock';

/**
 * The customer's subscriptions, one per pup (or only `onlyId`), each next box priced at the
 * prices in force on its charge day.
 * For a token, the token check is this same query (401/403 from its answer).
 */
export async function listSubscriptions(
  db: Database,
  customerId: number,
  onlyId?: number,
  /** `onlyId`'s plan as it would be with these extras (a quote: nothing is saved). */
  proposed?: { addons: SubscriptionAddon[] },
): Promise<SubscriptionView[]> {
  const today = shopToday(clockNow());
  // The caller, the account's credit and shipping state, each pup's last box ordered and what
  // the plan's offer code gives ride along on each row: one query for the whole list. Left joins
  // keep the caller's row when there is no plan; a plan always has its pup and customer (foreign
  // keys, not null). The account's two columns and the referrer are scalar subqueries rather than
  // joins: the planner then orders four tables, not seven, which on the embedded database costs
  // more than running the query. Codes are stored as typed; offers and referral codes are kept
  // in capitals (findRedeemableOffer's lookups, which offerFromLookup decides alike).
  const code = sql`upper(${subscriptions.offerCode})`;
  const found = await db
    .select({
      subscription: subscriptions,
      petName: pets.name,
      petAllergies: pets.allergies,
      creditCents: sql<number | null>`(select ${customers.creditCents} from ${customers}
          where ${customers.id} = ${subscriptions.customerId})`,
      // The whole address: the next box is taxed at its rates (the tax provider's answer).
      address: sql<{
        address1: string;
        address2: string;
        city: string;
        state: string;
        zip_code: string;
      } | null>`(select json_build_object('address1', ${addresses.address1},
          'address2', ${addresses.address2}, 'city', ${addresses.city},
          'state', ${addresses.state}, 'zip_code', ${addresses.zipCode}) from ${addresses}
          where ${addresses.customerId} = ${subscriptions.customerId})`,
      lastBox: lastBoxDateOf(subscriptions.customerId, subscriptions.petId),
      offer: offers,
      referrerId: sql<number | null>`(select ${customers.id} from ${customers}
          where ${customers.referralCode} = ${code} limit 1)`,
    })
    .from(subscriptions)
    .leftJoin(pets, eq(pets.id, subscriptions.petId))
    .leftJoin(offers, eq(offers.code, code))
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(asc(subscriptions.id));
  const rows = found.flatMap(({ subscription, petName, petAllergies, creditCents, ...rest }) =>
    subscription && petName !== null && petAllergies !== null && creditCents !== null
      ? [{ ...rest, subscription, petName, petAllergies, creditCents }]
      : [],
  );
  if (rows.length === 0) return [];
  const account = rows[0]!;
  const skus = [
    ...new Set([
      ...rows.flatMap(({ subscription }) => subscription.addons.map((a) => a.sku)),
      ...(proposed?.addons.map((a) => a.sku) ?? []),
    ]),
  ];
  // Only the plans asked for are priced (the credit rule below needs them all, pricing does not).
  const wanted =
    onlyId === undefined ? rows : rows.filter(({ subscription }) => subscription.id === onlyId);
  const [catalogue, taxRates] = await readAll(db, [
    () =>
      catalogueByPriceDay(
        db,
        wanted.map(({ subscription }) => priceDay(subscription, today)),
        skus,
      ),
    () => taxRatesFor(db, account.address ? taxAddressOf(account.address) : null),
  ]);
  const taxRatePpm = combinedRatePpm(taxRates);
  // Referral credit goes to the box charged first.
  const firstDue = rows
    .filter(({ subscription }) => subscription.status === 'active')
    .sort((a, b) =>
      a.subscription.nextDeliveryDate.localeCompare(b.subscription.nextDeliveryDate),
    )[0]?.subscription.id;
  const views = wanted.flatMap(
    ({ subscription, petName, petAllergies, lastBox, offer, referrerId }) => {
      const { recipes, products } = catalogue.get(priceDay(subscription, today))!;
      const pricing = priceSku(subscription.sku, recipes, subscription.weeksOfFood);
      if (!pricing) return [];
      const planned =
        proposed && subscription.id === onlyId ? proposed.addons : subscription.addons;
      const addons = planned.flatMap((addon) => {
        const product = products.get(addon.sku);
        return product
          ? [
              {
                sku: addon.sku,
                product_name: product.name,
                product_type: product.productType,
                unit_cents: product.priceCents,
                quantity: addon.quantity,
                frequency: addon.frequency,
                start_cycle: addon.start_cycle ?? 0,
              },
            ]
          : [];
      });
      const box = nextBox({
        plan: {
          sku: subscription.sku,
          product_name: `${petName}’s ${pricing.weeks_of_food}-week plan`,
          product_type: pricing.product_type,
          box_cents: pricing.box_price,
        },
        addons,
        cycle: subscription.cycle,
        taxRatePpm,
        creditCents: subscription.id === firstDue ? account.creditCents : 0,
        offer: subscription.offerCode
          ? offerFromLookup(subscription.offerCode, { row: offer, referrerId })
          : null,
      });
      return [
        {
          id: subscription.id,
          pet_id: subscription.petId,
          pet_name: petName,
          pet_allergies: petAllergies,
          status: subscription.status,
          sku: subscription.sku,
          ...pricing,
          addons: addons.map((addon) => ({
            sku: addon.sku,
            product_name: addon.product_name,
            product_type: addon.product_type,
            quantity: addon.quantity,
            frequency: addon.frequency,
            unit_price: addon.unit_cents,
            in_next_box: box.lines.some((line) => line.sku === addon.sku),
          })),
          next_delivery_date: subscription.nextDeliveryDate,
          paid_box_date: paidBoxDate(lastBox, today, subscription.nextDeliveryDate),
          resume_on: subscription.status === 'paused' ? subscription.resumeOn : null,
          last_change_date: lastChangeDay(subscription.nextDeliveryDate),
          delivery_options: deliveryOptions(subscription, today, lastBox ?? undefined),
          next_box: box,
        },
      ];
    },
  );
  // The kitchen's capacity: full days are not offered (one read for the whole list).
  return plansWithRoom(db, views);
}

/**
 * The pup's box paid for and still to arrive: the latest one on its way (lastBoxDateOf), dated
 * today or later and before the plan's next changeable box (a reship never counts).
 */
function paidBoxDate(lastBox: string | null, today: string, next: string): string | null {
  return lastBox && lastBox >= today && lastBox < next ? lastBox : null;
}

/**
 * The day a plan's next box is priced for: its charge day (issue 35: a renewal charges the price
 * in force that day, and the reminder and the price-change notice quote the same), or today for a
 * box whose charge day has passed (a paused or cancelled plan shows what it would cost now).
 */
function priceDay(row: SubscriptionRow, today: string): string {
  const charge = chargeDay(row.nextDeliveryDate);
  return charge > today ? charge : today;
}

/** The catalogue at its prices on each of these days (one cached read per distinct day). */
async function catalogueByPriceDay(db: Database, days: string[], skus: string[]) {
  const distinct = [...new Set(days)];
  const priced = await readAll(
    db,
    distinct.map((day) => async () => {
      const [recipeRows, addonRows] = await readAll(db, [
        () => listActiveRecipes(db, day),
        () => findAddonsBySku(db, skus, day),
      ]);
      // Prices follow the recipe table even for a recipe no longer on offer: the plan keeps it.
      const recipes = availableRecipes(recipeRows, { ...serverFlags(), SHOW_LAMB: true });
      const products = new Map(addonRows.map((row) => [row.sku, row]));
      return [day, { recipes, products }] as const;
    }),
  );
  return new Map(priced);
}

function deliveryOptions(row: SubscriptionRow, today: string, lastBox?: string): string[] {
  // A box already being prepared stays where it is.
  if (row.status === 'active')
    return today > lastChangeDay(row.nextDeliveryDate)
      ? []
      : rescheduleOptions(today, row.nextDeliveryDate, lastBox);
  if (row.status === 'cancelled') return restartOptions(today, lastBox);
  return [];
}

export async function findOwnSubscription(db: Database, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)))
    .limit(1);
  return row ?? null;
}
