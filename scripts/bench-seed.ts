// Bulk data for `npm run bench -- --large` and `npm run bench:admin`: generate_series inserts, one
// statement per table, ids lined up by the series number, so 100k customers and 1M orders take
// seconds to a few minutes rather than a row loop's hours.
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { firstDeliveryOptions, shopToday } from '@/domain/delivery-schedule';

const literal = (value: number) => sql.raw(String(Math.trunc(value)));

async function run(db: Database, label: string, steps: ReturnType<typeof sql>[]) {
  const started = Date.now();
  for (const step of steps) await db.execute(step);
  console.error(`${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** `count` customers, each with a token, address, pup, cart and subscription. Returns the first id. */
export async function seedCustomers(db: Database, count: number): Promise<number> {
  const [{ base } = { base: 0 }] = await db
    .select({ base: sql<number>`coalesce(max(${customers.id}), 0)::int` })
    .from(customers);
  const delivery = firstDeliveryOptions(shopToday())[5]!;
  // Whole numbers made here, written into the SQL as literals (parameters would need casts).
  const offset = literal(base);
  const n = literal(count);
  await run(db, `Seeded ${count} bulk customers`, [
    sql`insert into customers (id, email, first_name, last_name, status)
        select ${offset} + n, 'bulk-' || n || '@example.test', 'Bulk' || (n % 997), 'Customer' || (n % 991), 'active'
        from generate_series(1, ${n}) as n`,
    sql`select setval(pg_get_serial_sequence('customers', 'id'), ${offset} + ${n})`,
    sql`insert into access_tokens (token_hash, customer_id, expires_at)
        select md5('bulk-token-' || n) || md5('bulk-salt-' || n), ${offset} + n, now() + interval '30 days'
        from generate_series(1, ${n}) as n`,
    sql`insert into addresses (customer_id, address1, first_name, last_name, phone, zip_code, state, city)
        select ${offset} + n, n || ' Bark Street', 'Bulk', 'Customer', (5030000000 + n)::text, '97201', 'OR', 'Portland'
        from generate_series(1, ${n}) as n`,
    sql`insert into pets (customer_id, name, weight_lb, activity_level, is_neutered)
        select ${offset} + n, 'Pup ' || n, 20 + n % 60, 'normal', true
        from generate_series(1, ${n}) as n`,
    sql`insert into carts (customer_id) select ${offset} + n from generate_series(1, ${n}) as n`,
    sql`insert into subscriptions (customer_id, pet_id, sku, weeks_of_food, next_delivery_date)
        select p.customer_id, p.id, 'FR_PLAN', 2, ${delivery}::date
        from pets p where p.customer_id > ${offset}`,
  ]);
  return base + 1;
}

/**
 * `count` orders spread evenly over the customers from `firstCustomer` (ten each for 1M over
 * 100k), one plan line each, weekly delivery dates over the last two years; one renewal in 400
 * failed its charge (the failed-payments queue). Plus `auditRows` audit entries by one bench staff
 * member, so the audit list pages through a big log.
 */
export async function seedOrders(
  db: Database,
  options: { firstCustomer: number; customers: number; count: number; auditRows: number },
) {
  const first = literal(options.firstCustomer);
  const spread = literal(options.customers);
  const n = literal(options.count);
  const audits = literal(options.auditRows);
  await run(db, `Seeded ${options.count} bulk orders and their lines`, [
    sql`insert into orders (customer_id, kind, status, subtotal_cents, tax_cents, shipping_cents,
          total_cents, shipping_address, delivery_date, renewal_key, created_at)
        select ${first} + (n - 1) % ${spread},
          case when n % 10 = 1 then 'first_box' else 'renewal' end,
          case when n % 400 = 0 then 'payment_failed' else 'paid' end,
          5000 + n % 3000, 0, 0, 5000 + n % 3000,
          '{"first_name":"Bulk","last_name":"Customer","address1":"1 Bark Street","address2":"","city":"Portland","state":"OR","zip_code":"97201","phone":"5035550142"}'::jsonb,
          current_date - ((n % 104) * 7),
          'bulk-' || n,
          now() - ((n % 104) * interval '7 days')
        from generate_series(1, ${n}) as n`,
    sql`insert into order_items (order_id, sku, product_type, product_name, quantity, unit_cents, total_cents)
        select id, 'FR_PLAN', 'FR', 'Fresh plan, 2 weeks', 1, subtotal_cents, subtotal_cents
        from orders where renewal_key like 'bulk-%'`,
    sql`insert into staff (email, role) values ('bench-auditor@example.test', 'support')
        on conflict (email) do nothing`,
    sql`insert into audit_log (staff_id, action, target_type, target_id, after, created_at)
        select (select id from staff where email = 'bench-auditor@example.test'),
          case n % 3 when 0 then 'customer.view' when 1 then 'customers.search' else 'subscription.skip' end,
          'customer', (${first} + n % ${spread})::text, '{}'::jsonb,
          now() - (n * interval '1 minute')
        from generate_series(1, ${audits}) as n`,
    sql`analyze`,
  ]);
}
