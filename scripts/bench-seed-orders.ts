// The large shop's orders and what hangs off each (see bench-seed.ts for the shape): payments,
// order lines, shipments, charge attempts and emails, each one INSERT ... SELECT from
// `bench_orders`, which lays every customer's boxes out at their plan's rhythm.
import type { Database } from '@/server/db/client';
import { runSteps, type Step } from './bench-seed-sql';

const PLAN_SKU = `case when p.plan_type = 'FR' then 'FR_' || p.kcal || '_10_' || p.recipes || '_0'
  else 'DY_' || p.kcal || '_10_0_baked-chicken' end`;

function orderSteps(base: Record<string, number>, today: string): Step[] {
  const T = `'${today}'::date`;
  return [
    [
      'lay out the orders',
      // Ids follow delivery dates, as a live shop's do; order k of a customer: 0 is the first box
      // (every pup), then one renewal per pup per box date, running back from the last box.
      `create temporary table bench_orders on commit drop as
       select ${base.orders} + row_number() over (order by s.delivery_date, s.n, s.k) as id,
         ${base.payments} + row_number() over (order by s.delivery_date, s.n, s.k) as payment_id,
         s.*, p.id as pet_id, p.sub_id,
         s.subtotal - s.discount as total,
         case when s.k = 0 then s.delivery_date - 6 + interval '10 hours'
           else s.delivery_date - 4 + interval '17 hours' end as created_at
       from (
         select d.*, d.plan_cents + case when d.treat then 1099 else 0 end as subtotal,
           case when d.k = 0 then (d.plan_cents + case when d.treat then 1099 else 0 end) / 2
             else 0 end as discount
         from (
           select x.*, x.last_date - (x.dates - 1 - x.date_index) * 7 * x.w as delivery_date,
             case when x.k = 0 then x.box_cents else coalesce(q.box_cents, 0) end as plan_cents
           from (
             select c.n, c.id as customer_id, k, c.w, c.state, c.dates, c.last_date, c.box_cents,
               case when k = 0 then 0 else 1 + (k - 1) / c.pet_count end as date_index,
               case when k = 0 then 0 else 1 + (k - 1) % c.pet_count end as pet_j,
               k > 0 and k = c.orders - 1 and c.state in ('failing', 'paused') as failed,
               random() < 0.33 as treat
             from bench_customers c cross join lateral generate_series(0, c.orders - 1) as k
             where c.state <> 'lead') x
           left join bench_pets q on q.n = x.n and q.j = x.pet_j) d) s
       left join bench_pets p on p.n = s.n and p.j = s.pet_j`,
    ],
    [
      'payments',
      `insert into payments (id, customer_id, kind, provider_id, client_secret, amount_cents, status,
         payment_method_id, failure_code, failure_message, created_at, updated_at)
       select o.payment_id, o.customer_id, 'payment', 'pi_bulk' || o.payment_id,
         'pi_bulk' || o.payment_id || '_secret_bench', o.total,
         case when o.failed then 'failed' else 'succeeded' end, ${base.cards} + o.n,
         case when o.failed then 'card_declined' end,
         case when o.failed then 'Your card was declined.' end, o.created_at, o.created_at
       from bench_orders o`,
    ],
    [
      'orders',
      `insert into orders (id, customer_id, payment_id, kind, status, subtotal_cents, discount_cents,
         tax_cents, shipping_cents, total_cents, coupon_code, shipping_address, delivery_date,
         renewal_key, subscription_id, charge_attempts, retry_at, failure_message, created_at)
       select o.id, o.customer_id, case when o.failed then null else o.payment_id end,
         case when o.k = 0 then 'first_box' else 'renewal' end,
         case when o.failed then 'payment_failed' else 'paid' end,
         o.subtotal, o.discount, 0, 0, o.total, case when o.k = 0 then 'WELCOME50' end,
         jsonb_build_object('first_name', a.first_name, 'last_name', a.last_name,
           'address1', a.address1, 'address2', '', 'city', a.city, 'state', a.state,
           'zip_code', a.zip_code, 'phone', a.phone),
         o.delivery_date,
         case when o.k > 0 then 'subscription-' || o.sub_id || '-' || to_char(o.delivery_date, 'YYYY-MM-DD') end,
         case when o.k > 0 then o.sub_id end,
         case when o.k = 0 then 0 when not o.failed then 1 when o.state = 'failing' then 1 else 3 end,
         case when o.failed and o.state = 'failing' then now() + interval '1 day' end,
         case when o.failed then 'Your card was declined.' end, o.created_at
       from bench_orders o join addresses a on a.customer_id = o.customer_id`,
    ],
    [
      'plan lines',
      `insert into order_items (order_id, pet_id, sku, product_type, product_name, quantity,
         unit_cents, total_cents)
       select o.id, p.id, ${PLAN_SKU}, p.plan_type, p.name || '’s ' || o.w || '-week plan', 1,
         p.box_cents, p.box_cents
       from bench_orders o join bench_pets p on p.n = o.n and (o.k = 0 or p.j = o.pet_j)
       order by o.id, p.j`,
    ],
    [
      'treat lines',
      `insert into order_items (order_id, pet_id, sku, product_type, product_name, quantity,
         unit_cents, total_cents)
       select o.id, o.pet_id, 'JERKYSTRIPS-CH', 'TR', 'Chicken Jerky Strips', 1, 1099, 1099
       from bench_orders o where o.treat order by o.id`,
    ],
    // Statistics for what follows: without them the planner answers "the order's first line" by
    // walking order_items' primary key from the start, once per order looked at.
    ['analyze', 'analyze bench_orders, bench_pets, bench_customers, orders, order_items'],
    [
      'shipments',
      // Boxes before today have shipped, today's and tomorrow's are packed: one per pup.
      `insert into shipments (order_id, pet_id, status, carrier, tracking_number, tracking_url,
         packed_at, shipped_at)
       select o.id, p.id, case when o.delivery_date < ${T} then 'shipped' else 'packed' end,
         case when o.delivery_date < ${T} then 'ups' end,
         case when o.delivery_date < ${T} then '1Z' || lpad((o.id * 10 + p.j)::text, 16, '0') end,
         case when o.delivery_date < ${T}
           then 'https://www.ups.com/track?tracknum=1Z' || lpad((o.id * 10 + p.j)::text, 16, '0') end,
         o.delivery_date - 2 + interval '9 hours',
         case when o.delivery_date < ${T} then o.delivery_date - 1 + interval '15 hours' end
       from bench_orders o join bench_pets p on p.n = o.n and (o.k = 0 or p.j = o.pet_j)
       where not o.failed and o.delivery_date <= ${T} + 1`,
    ],
    [
      'charge attempts',
      `insert into renewal_attempts (order_id, outcome, reason, amount_cents, payment_id, created_at)
       select o.id, case when o.failed then 'declined' else 'succeeded' end,
         case when o.failed then 'Your card was declined.' end, o.total, o.payment_id,
         o.created_at + (a - 1) * interval '1 day'
       from bench_orders o
       cross join lateral generate_series(1, case when o.failed and o.state = 'paused' then 3 else 1 end) as a
       where o.k > 0`,
    ],
    [
      'emails',
      // One per order (confirmation, receipt or charge failed), short: the outbox's size, not its bulk.
      `insert into outbox_emails ("to", subject, text, kind, created_at, sent_at, attempts)
       select c.email,
         case when o.k = 0 then 'Your first box is on its way' when o.failed then 'We could not charge your card'
           else 'Your receipt' end,
         'Order #' || o.id || ': ' || o.total || ' cents.',
         case when o.k = 0 then 'order_confirmation' when o.failed then 'payment_failed' else 'notice' end,
         o.created_at, o.created_at + interval '5 seconds', 1
       from bench_orders o join customers c on c.id = o.customer_id`,
    ],
    [
      'renewal consents',
      `insert into renewal_consents (customer_id, subscription_id, pet_id, agreement, source, order_id,
         terms_version, terms_text, every_weeks, box_subtotal_cents, box_tax_cents, box_total_cents,
         first_charge_date, accepted_at, ip_address, user_agent, created_at)
       select o.customer_id, p.sub_id, p.id, 'order:' || o.id, 'checkout', o.id, '2026-11-23',
         'Your plan renews automatically until you cancel.', o.w, p.box_cents, 0, p.box_cents,
         o.delivery_date + 7 * o.w - 4, o.created_at, '203.0.113.' || (o.n % 250), 'Mozilla/5.0',
         o.created_at
       from bench_orders o join bench_pets p on p.n = o.n where o.k = 0`,
    ],
  ];
}

export async function seedOrders(db: Database, base: Record<string, number>, today: string) {
  await runSteps(db, orderSteps(base, today));
}
