// The large shop for `npm run bench -- --large` and `npm run bench:admin`: 100k customers and 1M
// orders with everything the schema hangs off them, written by set-based SQL (generate_series,
// INSERT ... SELECT), one statement per table, in one transaction, so it takes a minute or two
// rather than a row loop's hours. Who is what is drawn once per customer into a temporary table
// (kept for the transaction only) and every table is derived from it, so the rows agree with each
// other: an order's pup is the customer's, its renewal key names that pup's plan, a shipped box
// has a paid order, a failed renewal its declined attempts.
//
// Shape (drawn with setseed, so every run makes the same shop):
// - 10% leads (a quiz, a pup, a cart; no order), 67% active plans, 1.5% active with the last
//   renewal declined and a retry pending, 5% paused after the last attempts failed, 18% cancelled.
// - 1-3 pups (75/20/5%), one plan each, boxes every 1, 2 or 4 weeks (mostly 2).
// - Orders per customer: 80% a handful (1-8), 15% 9-30, 5% 31-120, scaled to exactly `orders`.
//   Each customer's boxes run back from their last one at their plan's rhythm: the first box
//   holds every pup's plan, each renewal one pup's; one order in three carries a treat.
// - Every order has its payment; every renewal its charge attempts; boxes before today are
//   shipped (one shipment per pup), today's and tomorrow's packed. Claims on 0.4% of shipped
//   boxes, refunds on 0.1% of orders, one email per order, staff notes and an audit log.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { shopToday } from '@/domain/delivery-schedule';
import { seedOrders } from './bench-seed-orders';
import { seedCare } from './bench-seed-care';
import { runSteps, type Step } from './bench-seed-sql';

export interface LargeShape {
  customers: number;
  orders: number;
  auditRows: number;
}

export const LARGE_SHOP: LargeShape = { customers: 100_000, orders: 1_000_000, auditRows: 200_000 };

const FIRST_NAMES = `Olivia Emma Ava Sophia Mia Isabella Charlotte Amelia Harper Evelyn Abigail Emily Ella
  Elizabeth Camila Luna Sofia Avery Mila Aria Scarlett Penelope Layla Chloe Victoria Madison Eleanor
  Grace Nora Riley Zoey Hannah Hazel Lily Ellie Violet Lillian Zoe Stella Aurora Natalie Maya Liam
  Noah Oliver William Elijah James Benjamin Lucas Mason Ethan Alexander Henry Jacob Michael Daniel
  Logan Jackson Sebastian Jack Aiden Owen Samuel Matthew Joseph Levi Mateo David John Wyatt Carter
  Julian Luke Grayson Isaac Jayden Theodore Gabriel Anthony Dylan Leo Lincoln Jaxon Asher Christopher
  Josiah Andrew Thomas Joshua Ezra Hudson Charles Caleb Isaiah Ryan Nathan Adrian Christian Robin`;
const LAST_NAMES = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez
  Lopez Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris
  Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres Nguyen Hill Flores
  Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter Roberts Gomez Phillips Evans Turner
  Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers Gutierrez Ortiz
  Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez
  Wood James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross
  Foster Jimenez Powell Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales
  Fisher Vasquez Simmons Romero Jordan Patterson Alexander Hamilton Graham Reynolds Griffin Wallace
  Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran Medina Aguilar Stevens Murray Ford Castro
  Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells Vargas Henry Chen Stone`;
const PUP_NAMES = `Biscuit Luna Max Bella Charlie Daisy Cooper Lucy Milo Bailey Rocky Sadie Buddy Molly
  Teddy Maggie Bear Stella Duke Lola Tucker Zoe Oliver Penny Winston Rosie Murphy Ruby Gus Coco Louie
  Pepper Finn Willow Ziggy Hazel Bruno Nala Otis Ginger Scout Maple Leo Honey Moose Olive Bentley Dixie`;

/** One word of the list, picked by a random number in [0, 1) (a SQL expression). */
const pick = (words: string, random: string) => {
  const list = words.trim().split(/\s+/);
  return `(array[${list.map((word) => `'${word}'`).join(',')}])[1 + floor(${random} * ${list.length})::int]`;
};

/**
 * Who each bulk customer is, drawn once: kind, pups, how many orders (scaled to `orders` in
 * total), rhythm and the date of their last box. `bench_customers` and `bench_pets` live until
 * the transaction ends.
 */
function customerSteps(shape: LargeShape, today: string, base: Record<string, number>): Step[] {
  const T = `'${today}'::date`;
  // Delivery days are Tuesday to Saturday: a date moves to a drawn one of those in its week.
  const deliveryDay = (date: string) =>
    `(date_trunc('week', ${date})::date + 1 + floor(r9 * 5)::int)`;
  return [
    ['draw', 'select setseed(0.4242)'],
    [
      'plan customers',
      `create temporary table bench_customers on commit drop as
       select n, ${base.customers} + n as id,
         case when r1 < 0.10 then 'lead' when r1 < 0.28 then 'cancelled' when r1 < 0.33 then 'paused'
           when r1 < 0.345 then 'failing' else 'active' end as state,
         case when r2 < 0.75 then 1 when r2 < 0.95 then 2 else 3 end as pet_count,
         (case when r3 < 0.80 then 1 + floor(r4 * 8) when r3 < 0.95 then 9 + floor(r4 * 22)
           else 31 + floor(r4 * 90) end)::int as raw_orders,
         r5, r6, r9,
         ${pick(FIRST_NAMES, 'r7')} as first_name,
         ${pick(LAST_NAMES, 'r8')} as last_name,
         0 as orders, 2 as w, 1 as dates, ${T} as last_date, ${T} as next_date, 0 as box_cents
       from (select n, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6,
               random() r7, random() r8, random() r9
             from generate_series(1, ${shape.customers}) as n) drawn`,
    ],
    [
      'scale orders to the total',
      `with plan as (select n, raw_orders from bench_customers where state <> 'lead'),
         total as (select sum(raw_orders)::numeric as s from plan),
         scaled as (select n, greatest(1, floor(raw_orders * ${shape.orders} / total.s))::int as c
                    from plan, total),
         rest as (select ${shape.orders} - sum(c) as r from scaled),
         exact as (select n, c + case when row_number() over (order by n) <= (select r from rest)
                                  then 1 else 0 end as c from scaled)
       update bench_customers b set orders = exact.c,
         w = case when b.raw_orders > 40 then (case when b.r5 < 0.5 then 1 else 2 end)
                  when b.r5 < 0.1 then 1 when b.r5 < 0.8 then 2 when b.r5 < 0.9 then 3 else 4 end
       from exact where exact.n = b.n`,
    ],
    [
      'schedule each customer',
      `update bench_customers set dates = 1 + ceil((orders - 1)::numeric / pet_count)::int`,
    ],
    [
      'last and next boxes',
      `update bench_customers set
         next_date = case state
           when 'active' then ${deliveryDay(`(${T} + 5 + floor(r6 * 7 * w)::int)`)}
           when 'failing' then ${deliveryDay(`(${T} - 1 + floor(r6 * 5)::int)`)}
           when 'paused' then ${deliveryDay(`(${T} - 7 - floor(r6 * 180)::int)`)}
           else ${deliveryDay(`(${T} - 14 - floor(r6 * 700)::int)`)} + 7 * w end`,
    ],
    [
      // The next box of an active plan is after the kitchen's cut-off: one drawn into the week
      // before it goes a whole rhythm later.
      'next boxes after the cut-off',
      `update bench_customers set next_date = next_date + 7 * w
       where state = 'active' and next_date < ${T} + 5`,
    ],
    [
      'last box dates',
      `update bench_customers set last_date = case when state = 'active' or state = 'cancelled'
         then next_date - 7 * w else next_date end`,
    ],
    [
      'plan pups',
      `create temporary table bench_pets on commit drop as
       select ${base.pets} + row_number() over (order by c.n, j) as id,
         ${base.subscriptions} + row_number() over (order by c.n, j) as sub_id,
         c.n, c.id as customer_id, j, 10 + floor(random() * 80)::int as weight_lb,
         ${pick(PUP_NAMES, 'random()')} as name,
         case when random() < 0.85 then 'FR' else 'DY' end as plan_type,
         (array['chicken+turkey','beef','chicken','turkey+pork','lamb','beef+chicken'])[1 + floor(random() * 6)::int] as recipes,
         random() < 0.2 as has_addon, 0 as kcal, 0 as box_cents
       from bench_customers c cross join lateral generate_series(1, c.pet_count) as j`,
    ],
    [
      'pups’ food',
      `update bench_pets p set
         kcal = round(70 * power(p.weight_lb / 2.2046, 0.75) * 1.6)::int,
         box_cents = c.w * (1400 + round(70 * power(p.weight_lb / 2.2046, 0.75) * 1.6)::int * 2)
       from bench_customers c where c.n = p.n`,
    ],
    ['analyze', 'analyze bench_customers, bench_pets'],
    [
      'first box totals',
      `update bench_customers c set box_cents = s.cents
       from (select n, sum(box_cents)::int as cents from bench_pets group by n) s where s.n = c.n`,
    ],
  ];
}

function accountSteps(base: Record<string, number>, today: string): Step[] {
  const T = `'${today}'::date`;
  const since = `(c.last_date - (c.dates - 1) * 7 * c.w)`;
  const joined = `(case when c.state = 'lead' then ${T} - floor(c.r6 * 600)::int else ${since} - 6 end)`;
  return [
    [
      'customers',
      `insert into customers (id, email, first_name, last_name, status, provider_customer_id, is_sms,
         created_at, updated_at)
       select c.id, lower(c.first_name) || '.' || lower(c.last_name) || '.' || c.n || '@example.test',
         c.first_name, c.last_name, case when c.state = 'lead' then 'lead' else 'active' end,
         case when c.state = 'lead' then null else 'cus_bulk' || c.n end, c.r5 < 0.3,
         ${joined}::timestamptz, ${joined}::timestamptz
       from bench_customers c`,
    ],
    [
      'access tokens',
      `insert into access_tokens (token_hash, customer_id, expires_at)
       select md5('bulk-token-' || n) || md5('bulk-salt-' || n), id, now() + interval '30 days'
       from bench_customers`,
    ],
    [
      'addresses',
      `insert into addresses (customer_id, address1, first_name, last_name, phone, zip_code, state, city)
       select id, (n % 9000 + 10) || ' ' || (array['Bark','Oak','Maple','Pine','Cedar','Elm'])[1 + n % 6] || ' Street',
         first_name, last_name, (array['503','971','541','206','415'])[1 + n % 5] || lpad((n * 7919 % 10000000)::text, 7, '0'),
         lpad((97000 + n % 999)::text, 5, '0'), 'OR', 'Portland'
       from bench_customers where state <> 'lead' or r5 < 0.5`,
    ],
    [
      'pups',
      `insert into pets (id, customer_id, name, weight_lb, activity_level, is_neutered, birth_year,
         birth_month, allergies, created_at)
       select p.id, p.customer_id, p.name, p.weight_lb, (array['low','normal','normal','high'])[1 + p.id % 4],
         p.id % 5 <> 0, 2012 + p.id % 13, 1 + p.id % 12,
         case when p.id % 11 = 0 then array['beef'] else array[]::text[] end, c.created_at
       from bench_pets p join customers c on c.id = p.customer_id`,
    ],
    [
      'carts',
      `insert into carts (customer_id, subscriptions, version)
       select c.id, case when c.state = 'lead' then jsonb_build_object(p.id::text,
           jsonb_build_object('pet_id', p.id, 'sku', p.plan_type || '_' || p.kcal || '_10_' || p.recipes || '_0', 'addons', '[]'::jsonb))
         else '{}'::jsonb end, case when c.state = 'lead' then 2 else 4 end
       from bench_customers c join bench_pets p on p.n = c.n and p.j = 1`,
    ],
    [
      'saved cards',
      `insert into payment_methods (id, customer_id, card_token, brand, last4, exp_month, exp_year,
         is_default, saved_at, created_at)
       select ${base.cards} + n, id, 'pm_bulk_' || n, (array['visa','mastercard','amex'])[1 + n % 3],
         lpad((n * 37 % 10000)::text, 4, '0'), 1 + n % 12, 2027 + n % 5, true, now(), now()
       from bench_customers where state <> 'lead'`,
    ],
    [
      'plans',
      `insert into subscriptions (id, customer_id, pet_id, sku, addons, status, weeks_of_food,
         next_delivery_date, cycle, cancel_reason, created_at, updated_at)
       select p.sub_id, c.id, p.id,
         case when p.plan_type = 'FR' then 'FR_' || p.kcal || '_10_' || p.recipes || '_0'
           else 'DY_' || p.kcal || '_10_0_baked-chicken' end,
         case when p.has_addon then '[{"sku":"JERKYSTRIPS-CH","quantity":1,"frequency":1,"product_type":"TR","start_cycle":1}]'::jsonb
           else '[]'::jsonb end,
         case c.state when 'paused' then 'paused' when 'cancelled' then 'cancelled' else 'active' end,
         c.w, c.next_date, c.dates,
         case when c.state = 'cancelled' then (array['Too expensive','My dog did not like the food',
           'Too much food','Not enough freezer space','Moving or travelling','Something else'])[1 + p.id % 6] end,
         ${since}::timestamptz, greatest(c.last_date::timestamptz, ${since}::timestamptz)
       from bench_pets p join bench_customers c on c.n = p.n where c.state <> 'lead'`,
    ],
  ];
}

async function nextIds(db: Database) {
  const result = (await db.execute(
    sql.raw(`select
      (select coalesce(max(id), 0) from customers)::int as customers,
      (select coalesce(max(id), 0) from pets)::int as pets,
      (select coalesce(max(id), 0) from subscriptions)::int as subscriptions,
      (select coalesce(max(id), 0) from payment_methods)::int as cards,
      (select coalesce(max(id), 0) from orders)::int as orders,
      (select coalesce(max(id), 0) from payments)::int as payments`),
  )) as unknown as { rows: Array<Record<string, number>> };
  return result.rows[0]!;
}

const SEQUENCES = ['customers', 'pets', 'subscriptions', 'payment_methods', 'orders', 'payments'];

/**
 * The large shop, added to whatever the database holds (its ids follow the existing ones). Then
 * VACUUM ANALYZE, as autovacuum would have done on a live database: fresh statistics for the
 * planner and a visibility map for index-only scans.
 */
export async function seedLargeShop(db: Database, shape: LargeShape = LARGE_SHOP): Promise<void> {
  const started = Date.now();
  const today = shopToday(new Date());
  const base = await nextIds(db);
  console.error(
    `Seeding ${shape.customers} customers and ${shape.orders} orders (${shape.auditRows} audit entries):`,
  );
  await db.transaction(async (tx) => {
    // Triggers off for the bulk load (the fulfilment tallies' and the foreign keys': the rows
    // are consistent by construction); the tallies are recounted once at the end instead.
    await runSteps(tx, [['triggers off', 'set local session_replication_role = replica']]);
    await runSteps(tx, customerSteps(shape, today, base));
    await runSteps(tx, accountSteps(base, today));
    await seedOrders(tx, base, today);
    await seedCare(tx, shape, today, base);
    await runSteps(
      tx,
      SEQUENCES.map((table) => [
        `sequence ${table}`,
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      ]),
    );
    await runSteps(tx, [['fulfilment tallies', 'select fulfilment_tallies_rebuild()']]);
  });
  await runSteps(db, [['vacuum analyze', 'vacuum analyze']]);
  console.error(`Large shop seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
