// `npm run bench:renewals` data: N customers whose box is due to be charged today, each with an
// address, a pup on a fresh plan, a card on file and the offline provider's customer, in one
// generate_series insert per table (seconds for 10,000), after one prototype pup made through the
// pets service so that every plan's sku prices as a real one does.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { shopToday } from '@/domain/delivery-schedule';
import { planSku } from '@/domain/plan-sku';
import { dueThrough } from '@/domain/renewal-schedule';
import { createPet } from '@/server/services/pets/pets-service';

const literal = (value: number) => sql.raw(String(Math.trunc(value)));

/** Seeds `count` due boxes; returns the delivery date they are due for. */
export async function seedDueBoxes(db: Database, count: number): Promise<string> {
  const [prototype] = await db
    .insert(customers)
    .values({ email: 'bench-prototype@example.test', firstName: 'Proto', status: 'active' })
    .returning();
  const pet = await createPet(db, prototype!.id, {
    name: 'Biscuit',
    weight: 30,
    activity_level: 'normal',
    is_neutered: true,
    birth_year: 2020,
    birth_month: 5,
    allergies: [],
  });
  const sku = planSku('FR', pet.kcalories_per_day, { fresh: ['chicken'], dry: [] });
  const delivery = dueThrough(shopToday(new Date()));
  const base = literal(prototype!.id);
  const n = literal(count);
  const steps = [
    sql`insert into customers (id, email, first_name, last_name, status, provider_customer_id)
        select ${base} + n, 'bench-' || n || '@example.test', 'Bench' || n, 'Renewal', 'active', 'cus_bench_' || n
        from generate_series(1, ${n}) as n`,
    sql`select setval(pg_get_serial_sequence('customers', 'id'), ${base} + ${n})`,
    sql`insert into offline_payment_objects (id, object, data)
        select 'cus_bench_' || n, 'customer',
          jsonb_build_object('id', 'cus_bench_' || n, 'email', 'bench-' || n || '@example.test', 'name', null)
        from generate_series(1, ${n}) as n`,
    sql`insert into addresses (customer_id, address1, first_name, last_name, phone, zip_code, state, city)
        select ${base} + n, n || ' Bark Street', 'Bench', 'Renewal', (5030000000 + n)::text, '97201', 'OR', 'Portland'
        from generate_series(1, ${n}) as n`,
    sql`insert into pets (customer_id, name, weight_lb, activity_level, is_neutered, birth_year, birth_month, allergies)
        select ${base} + n, 'Pup ' || n, p.weight_lb, p.activity_level, p.is_neutered, p.birth_year, p.birth_month, p.allergies
        from generate_series(1, ${n}) as n, pets p where p.id = ${literal(pet.id)}`,
    sql`insert into subscriptions (customer_id, pet_id, sku, weeks_of_food, next_delivery_date)
        select p.customer_id, p.id, ${sku}, 2, ${delivery}::date
        from pets p where p.customer_id > ${base}`,
    // Stripe's shared test card, the default card on file of each customer.
    sql`insert into payment_methods (customer_id, card_token, brand, last4, exp_month, exp_year, is_default)
        select ${base} + n, 'pm_card_visa', 'visa', '4242', 12, 2034, true
        from generate_series(1, ${n}) as n`,
    sql`analyze`,
  ];
  const started = Date.now();
  for (const step of steps) await db.execute(step);
  console.info(`Seeded ${count} due boxes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return delivery;
}
