// `npm run bench` set-up, run before the server opens the database: one customer with an address,
// a pup, that pup's plan and a treat in the cart, and an active subscription, made through the
// same services the API calls. With --large, 100k more customers (each with a token, address, pup,
// cart and subscription) are bulk-inserted first, so the bench shows reads do not grow with the
// tables. Prints one JSON line: { customerId, petId, token }.
import { sql } from 'drizzle-orm';
import { issueAccessToken } from '@/server/auth/access-token';
import { openConfiguredDatabase, type Database } from '@/server/db/client';
import { customers, subscriptions } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';
import { planSku } from '@/domain/plan-sku';
import { updateCart } from '@/server/services/cart/cart-service';
import { saveAddress } from '@/server/services/customers/address';
import { createPet } from '@/server/services/pets/pets-service';

const SHIPPING = {
  first_name: 'Maya',
  last_name: 'Stone',
  address1: '12 Bark Street',
  address2: '',
  city: 'Portland',
  state: 'OR' as const,
  zip_code: '97201',
  phone: '5035550142',
  is_sms: false,
  is_residential: true,
};

/** generate_series inserts: one statement per table, ids lined up by the series number. */
async function seedLarge(db: Database, count: number) {
  const started = Date.now();
  const [{ base } = { base: 0 }] = await db
    .select({ base: sql<number>`coalesce(max(${customers.id}), 0)::int` })
    .from(customers);
  const delivery = firstDeliveryOptions(shopToday())[5]!;
  // Whole numbers made here, written into the SQL as literals (parameters would need casts).
  const offset = sql.raw(String(Math.trunc(base)));
  const n = sql.raw(String(Math.trunc(count)));
  const steps = [
    sql`insert into customers (id, email, first_name, last_name, status)
        select ${offset} + n, 'bulk-' || n || '@example.test', 'Bulk', 'Customer', 'active'
        from generate_series(1, ${n}) as n`,
    sql`select setval(pg_get_serial_sequence('customers', 'id'), ${offset} + ${n})`,
    sql`insert into access_tokens (token_hash, customer_id, expires_at)
        select md5('bulk-token-' || n) || md5('bulk-salt-' || n), ${offset} + n, now() + interval '30 days'
        from generate_series(1, ${n}) as n`,
    sql`insert into addresses (customer_id, address1, first_name, last_name, phone, zip_code, state, city)
        select ${offset} + n, n || ' Bark Street', 'Bulk', 'Customer', '5035550142', '97201', 'OR', 'Portland'
        from generate_series(1, ${n}) as n`,
    sql`insert into pets (customer_id, name, weight_lb, activity_level, is_neutered)
        select ${offset} + n, 'Pup ' || n, 20 + n % 60, 'normal', true
        from generate_series(1, ${n}) as n`,
    sql`insert into carts (customer_id) select ${offset} + n from generate_series(1, ${n}) as n`,
    sql`insert into subscriptions (customer_id, pet_id, sku, weeks_of_food, next_delivery_date)
        select p.customer_id, p.id, 'FR_PLAN', 2, ${delivery}::date
        from pets p where p.customer_id > ${offset}`,
    sql`analyze`,
  ];
  for (const step of steps) await db.execute(step);
  console.error(
    `Seeded ${count} bulk customers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const large = process.argv.includes('--large');
  const handle = openConfiguredDatabase();
  try {
    const { db } = handle;
    if (large) await seedLarge(db, 100_000);
    const [customer] = await db
      .insert(customers)
      .values({
        email: `bench-${Date.now()}@example.test`,
        firstName: 'Bench',
        lastName: 'Marker',
        status: 'active',
      })
      .returning();
    const { token } = await issueAccessToken(db, customer!.id);
    await saveAddress(db, customer!.id, SHIPPING);
    const pet = await createPet(db, customer!.id, {
      name: 'Biscuit',
      weight: 30,
      activity_level: 'normal',
      is_neutered: true,
      birth_year: 2020,
      birth_month: 5,
      allergies: [],
    });
    const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken', 'turkey'], dry: [] });
    await updateCart(db, customer!.id, {
      subscriptions: { [String(pet.id)]: { sku, addons: [] } },
      line_items: [{ sku: 'ZOOMIES01', quantity: 1, frequency: 1, recurrence: true, pet_id: null }],
    });
    await db.insert(subscriptions).values({
      customerId: customer!.id,
      petId: pet.id,
      sku: planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] }),
      weeksOfFood: 2,
      nextDeliveryDate: firstDeliveryOptions(shopToday())[5]!,
    });
    console.log(JSON.stringify({ customerId: customer!.id, petId: pet.id, token }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
