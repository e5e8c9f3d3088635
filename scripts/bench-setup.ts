// `npm run bench` set-up, run before the server opens the database. The customers whose reads are
// measured are made the way customers make them, through the services the API calls: an address,
// pups, a cart, a card, a checkout, renewals charged by the renewal job, a claim. With --large the
// large shop (bench-seed.ts: 100k customers, 1M orders) is bulk-inserted first, so the same
// customers sit among it and the bench compares the same reads on a small and a large database.
//
// - The measured customer: two pups, a first box and five renewal runs (11 orders, 10 shipped by
//   the renewal job's rules), a claim on the first box, and a third pup's plan plus a treat in the
//   cart (a subscriber adding a pup).
// - 55 customers named Stone with a first box on the same day, so that each console list has a
//   full page on the small database too: their boxes (50 a page), their next boxes as forecast,
//   26 renewals declined (25 a page), 26 claims (25 a page), a search for "stone" (20 a page)
//   and 55 audited customer views (50 a page).
// - One customer for each first delivery day offered, renewed twice, so the small shop's
//   fulfilment calendar fills a page of dates (20) too.
//
// Prints one JSON line: the ids, dates and tokens the bench calls with. The fulfilment lists are
// read on the date with the most boxes and the one with the most forecast plans: the crowd's on
// the small database, a day of thousands on the large one.
import { eq, min, sql } from 'drizzle-orm';
import { issueAccessToken } from '@/server/auth/access-token';
import { hashPassword } from '@/server/auth/passwords';
import { openConfiguredDatabase, type Database } from '@/server/db/client';
import { customers, kitchenCapacity, subscriptions } from '@/server/db/schema';
import { addDays, firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { LATE_AFTER_DAYS } from '@/domain/parcel-tracking';
import { planSku } from '@/domain/plan-sku';
import { chargeDay } from '@/domain/renewal-schedule';
import { getPaymentProvider, type PaymentProvider } from '@/server/payments';
import { updateCart } from '@/server/services/cart/cart-service';
import { checkout } from '@/server/services/checkout/checkout-service';
import { createClaim } from '@/server/services/claims/claim-service';
import { saveAddress } from '@/server/services/customers/address';
import { getCustomerCare } from '@/server/services/care/customer-care-view';
import {
  confirmPayment,
  initiatePayment,
} from '@/server/services/payments/payment-intents-service';
import {
  createPaymentMethod,
  keepCardOnFile,
  makeDefault,
} from '@/server/services/payments/payment-methods-service';
import { createPet } from '@/server/services/pets/pets-service';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { settleBoxContents } from '@/server/services/fulfilment/box-contents-tallies';
import { SHIPPING } from '../tests/helpers/checkout-fixtures';
import { LARGE_SHOP, seedLargeShop } from './bench-seed';
import { benchStaff } from './bench-staff';

const CROWD = 55;
const DECLINED = 26;
const CLAIMS = 26;
const PUPS = ['Biscuit', 'Pepper', 'Juniper'];
const CONSENT = {
  terms_version: '2026-11-23',
  accepted_at: new Date().toISOString(),
  ip_address: '203.0.113.7',
  user_agent: 'bench',
};

type Shop = { db: Database; provider: PaymentProvider; passwordHash: string; firstBox: string };

async function addPupToCart(db: Database, customerId: number, name: string, treat: boolean) {
  const pet = await createPet(db, customerId, {
    name,
    weight: 30,
    activity_level: 'normal',
    is_neutered: true,
    birth_year: 2020,
    birth_month: 5,
    allergies: [],
  });
  const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken', 'turkey'], dry: [] });
  const cart = await updateCart(db, customerId, {
    subscriptions: { [String(pet.id)]: { sku, addons: [] } },
    ...(treat
      ? {
          line_items: [
            { sku: 'ZOOMIES01', quantity: 1, frequency: 1, recurrence: true, pet_id: null },
          ],
        }
      : {}),
  });
  return { pet, cart };
}

/** A customer who signed up, chose plans for their pups and checked out with a good card. */
async function subscribe(
  shop: Shop,
  who: { email: string; first: string; last: string },
  pups: number,
) {
  const { db, provider } = shop;
  const [customer] = await db
    .insert(customers)
    .values({
      email: who.email,
      firstName: who.first,
      lastName: who.last,
      passwordHash: shop.passwordHash,
    })
    .returning();
  const id = customer!.id;
  const { token } = await issueAccessToken(db, id);
  await saveAddress(db, id, { ...SHIPPING, first_name: who.first, last_name: who.last });
  const pets = [];
  let cartId = 0;
  for (const name of PUPS.slice(0, pups)) {
    const { pet, cart } = await addPupToCart(db, id, name, pets.length === 0);
    pets.push(pet);
    cartId = cart.cart_id;
  }
  const card = await createPaymentMethod(db, provider, id, { card_token: 'pm_card_visa' });
  const intent = await initiatePayment(db, provider, id, {
    cart_id: cartId,
    payment_method_id: card.id,
  });
  await confirmPayment(db, provider, id, intent.transaction_id, { payment_method_id: card.id });
  const order = await checkout(
    db,
    provider,
    id,
    {
      transaction_ids: [intent.transaction_id],
      delivery_date: shop.firstBox,
      renewal_terms_accepted: true,
    },
    null,
    CONSENT,
  );
  return { id, token, pets, order };
}

/** The renewal job's run on the charge day of the customer's next box (one customer's boxes only). */
async function renewNextBox(shop: Shop, customerId: number) {
  const next = await nextBoxOf(shop.db, customerId);
  await runRenewals(shop.db, shop.provider, new Date(`${chargeDay(next)}T17:00:00Z`), {
    customerId,
  });
}

/** The date with the most boxes (or forecast plans): where the fulfilment lists are longest. */
async function busiestDate(db: Database, tally: 'boxes' | 'forecast') {
  const result = (await db.execute(sql`
    select to_char(delivery_date, 'YYYY-MM-DD') as day from fulfilment_tallies
    where tally = ${tally} group by delivery_date order by sum(amount) desc, delivery_date limit 1
  `)) as unknown as { rows: Array<{ day: string }> };
  return result.rows[0]!.day;
}

async function nextBoxOf(db: Database, customerId: number) {
  const [next] = await db
    .select({ date: min(subscriptions.nextDeliveryDate) })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  return next!.date!;
}

async function declineNextRenewal(shop: Shop, customerId: number) {
  const card = await createPaymentMethod(shop.db, shop.provider, customerId, {
    card_token: 'pm_card_chargeDeclined',
  });
  await keepCardOnFile(shop.db, customerId, card.id);
  await makeDefault(shop.db, customerId, card.id);
  await renewNextBox(shop, customerId);
}

const lateClaim = (shop: Shop, customerId: number, orderId: number) =>
  createClaim(
    shop.db,
    customerId,
    orderId,
    { problem: 'late', remedy: 'credit', lines: [], note: 'It has not come yet.', photo: null },
    // A box with no carrier news can be reported late once it is LATE_AFTER_DAYS past its day.
    new Date(`${addDays(shop.firstBox, LATE_AFTER_DAYS)}T20:00:00Z`),
  );

const BENCH_KITCHEN_BOXES = 1_000_000;

async function main() {
  const large = process.argv.includes('--large');
  const handle = openConfiguredDatabase();
  try {
    const { db } = handle;
    if (large) await seedLargeShop(db, LARGE_SHOP);
    // What the tallies job does within minutes on a live shop: the plans' box contents recorded
    // (so the writers below record theirs too) and the boxes counted per recipe.
    await settleBoxContents(db);
    // The large shop books thousands of boxes a day: the kitchen's daily limit would refuse the
    // bench's own checkouts, which are there to measure reads, not capacity.
    await db
      .insert(kitchenCapacity)
      .values({ id: 1, defaultBoxes: BENCH_KITCHEN_BOXES })
      .onConflictDoUpdate({
        target: kitchenCapacity.id,
        set: { defaultBoxes: BENCH_KITCHEN_BOXES },
      });
    const started = Date.now();
    const shop: Shop = {
      db,
      provider: getPaymentProvider(db),
      passwordHash: await hashPassword('bench-walks-in-the-rain'),
      firstBox: firstDeliveryOptions(shopToday(new Date()))[0]!,
    };
    const stamp = Date.now();
    const email = `bench-${stamp}@example.test`;
    const measured = await subscribe(shop, { email, first: 'Bench', last: 'Marker' }, 2);
    for (let run = 0; run < 5; run++) await renewNextBox(shop, measured.id);
    await lateClaim(shop, measured.id, measured.order.id);
    const { pet: newPup } = await addPupToCart(db, measured.id, PUPS[2]!, true);

    const crowd = [];
    for (let index = 0; index < CROWD; index++)
      crowd.push(
        await subscribe(
          shop,
          { email: `stone-${index}-${stamp}@example.test`, first: `Robin${index}`, last: 'Stone' },
          1,
        ),
      );
    for (const member of crowd.slice(0, DECLINED)) await declineNextRenewal(shop, member.id);
    for (const [index, day] of firstDeliveryOptions(shopToday(new Date())).entries()) {
      const member = await subscribe(
        { ...shop, firstBox: day },
        {
          email: `calendar-${index}-${stamp}@example.test`,
          first: `Day${index}`,
          last: 'Calendar',
        },
        1,
      );
      for (let run = 0; run < 2; run++) await renewNextBox(shop, member.id);
    }
    for (const member of crowd.slice(-CLAIMS)) await lateClaim(shop, member.id, member.order.id);
    const staff = await benchStaff(db);
    for (const member of crowd)
      await getCustomerCare(db, member.id, { staffId: staff.support.id, canSeeCards: true });
    await settleBoxContents(db);
    console.error(`Bench customers made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    console.log(
      JSON.stringify({
        customerId: measured.id,
        email,
        petId: measured.pets[0]!.id,
        newPetId: newPup.id,
        token: measured.token,
        boxDate: await busiestDate(db, 'boxes'),
        forecastDate: await busiestDate(db, 'forecast'),
        tokens: {
          support: staff.support.token,
          fulfilment: staff.fulfilment.token,
          owner: staff.owner.token,
        },
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
