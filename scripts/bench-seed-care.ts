// The large shop's back-office side (see bench-seed.ts): staff, claims on shipped boxes with
// their lines and credit, refunds, staff notes and the audit log.
import type { Database } from '@/server/db/client';
import type { LargeShape } from './bench-seed';
import { runSteps, type Step } from './bench-seed-sql';

export const BENCH_STAFF = {
  support: 'bench-auditor@example.test',
  fulfilment: 'bench-packer@example.test',
  owner: 'bench-owner@example.test',
};

const staffId = (role: keyof typeof BENCH_STAFF) =>
  `(select id from staff where email = '${BENCH_STAFF[role]}')`;

// The order's first plan line: what a claim or a refund names.
const PLAN_LINE = `(select min(i.id) from order_items i where i.order_id = o.id
  and i.product_type in ('FR', 'DY', 'MX'))`;

function careSteps(shape: LargeShape, today: string, base: Record<string, number>): Step[] {
  const T = `'${today}'::date`;
  return [
    [
      'staff',
      `insert into staff (email, name, role, totp_enabled) values
         ('${BENCH_STAFF.support}', 'Bench Support', 'support', false),
         ('${BENCH_STAFF.fulfilment}', 'Bench Packer', 'fulfilment', false),
         ('${BENCH_STAFF.owner}', 'Bench Owner', 'owner', false)
       on conflict (email) do nothing`,
    ],
    [
      'claims',
      // 80% approved for credit within the limits, 8% waiting for staff, 12% declined.
      `with picked as (
         select o.id, o.customer_id, o.delivery_date, o.total, ${PLAN_LINE} as item_id, random() as r
         from bench_orders o
         where not o.failed and o.delivery_date < ${T} and random() < 0.004),
       claimed as (
         insert into claims (customer_id, order_id, problem, remedy, status, note, amount_cents,
           decline_reason, decided_by, decided_at, created_at)
         select p.customer_id, p.id, (array['missing','damaged','warm','late'])[1 + p.id % 4],
           case when p.r < 0.8 or p.id % 2 = 0 then 'credit' else 'reship' end,
           case when p.r < 0.8 then 'approved' when p.r < 0.88 then 'pending' else 'declined' end,
           'The box was not right.', i.total_cents,
           case when p.r >= 0.88 then 'Delivered as planned by the carrier.' end,
           case when p.r >= 0.88 then ${staffId('support')} end,
           case when p.r >= 0.88 then p.delivery_date + 3 + interval '11 hours'
             when p.r < 0.8 then p.delivery_date + 1 + interval '9 hours' end,
           p.delivery_date + 1 + interval '9 hours'
         from picked p join order_items i on i.id = p.item_id
         returning id, customer_id, order_id, status, remedy, amount_cents, created_at)
       insert into claim_lines (claim_id, order_item_id, quantity, amount_cents)
       select c.id, ${PLAN_LINE.replaceAll('o.id', 'c.order_id')}, 1, c.amount_cents from claimed c`,
    ],
    [
      'claim credit',
      // Granted by the claim and spent on the next box: the balance stays what customers.credit_cents says.
      `insert into credit_entries (customer_id, kind, amount_cents, reason, created_at)
       select customer_id, kind, amount, reason, at from (
         select customer_id, 'claim' as kind, amount_cents as amount, 'Claim #' || id as reason,
           created_at as at from claims where status = 'approved' and remedy = 'credit'
           and customer_id > ${base.customers}
         union all
         select customer_id, 'debit', -amount_cents, 'Spent on a box', created_at + interval '7 days'
           from claims where status = 'approved' and remedy = 'credit'
           and customer_id > ${base.customers}) entries
       order by at`,
    ],
    [
      'refunds',
      `with picked as (
         select o.id, o.payment_id, least(1000, o.total) as cents, o.created_at, ${PLAN_LINE} as item_id
         from bench_orders o where not o.failed and o.total > 0 and random() < 0.001),
       refunded as (
         insert into refunds (order_id, payment_id, staff_id, amount_cents, reason, status,
           provider_refund_id, idempotency_key, created_at)
         select id, payment_id, ${staffId('support')}, cents, 'Box arrived late', 'succeeded',
           're_bulk' || id, 'bulk-refund-' || id, created_at + interval '9 days'
         from picked
         returning id, order_id, amount_cents)
       insert into refund_lines (refund_id, line, amount_cents)
       select r.id, 'item:' || p.item_id, r.amount_cents from refunded r join picked p on p.id = r.order_id`,
    ],
    [
      'staff notes',
      `insert into staff_notes (customer_id, staff_id, body, created_at)
       select id, ${staffId('support')}, 'Called about the delivery window.', now() - (n % 700) * interval '1 day'
       from bench_customers where n % 20 = 0`,
    ],
    [
      'audit log',
      `insert into audit_log (staff_id, action, target_type, target_id, after, created_at)
       select case n % 5 when 0 then ${staffId('owner')} when 1 then ${staffId('fulfilment')}
           else ${staffId('support')} end,
         case n % 5 when 1 then 'fulfilment.pack' else (array['customer.view', 'customers.search',
           'subscription.skip', 'payment.retry'])[1 + n % 4] end,
         case n % 5 when 1 then 'order' else 'customer' end,
         (${base.customers} + 1 + n % ${shape.customers})::text,
         '{}'::jsonb, now() - ((${shape.auditRows} - n) * interval '1 minute')
       from generate_series(1, ${shape.auditRows}) as n`,
    ],
  ];
}

export async function seedCare(
  db: Database,
  shape: LargeShape,
  today: string,
  base: Record<string, number>,
) {
  await runSteps(db, careSteps(shape, today, base));
}
