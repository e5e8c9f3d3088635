// `npm run bench:admin [-- --seed]`: how long the console's list queries take on a large shop
// (100k customers, 1M orders, 200k audit entries), called through the services the routes call,
// plus the plans PostgreSQL (or PGlite) chooses for them. --seed makes a fresh database in
// .data/bench-admin first (or seeds DATABASE_URL's). A report, not a test.
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';

const seed = process.argv.includes('--seed');
if (!process.env.DATABASE_URL) {
  const dir = join(process.cwd(), '.data', 'bench-admin');
  if (seed) rmSync(dir, { recursive: true, force: true });
  process.env.PGLITE_DIR ??= join(dir, 'pglite');
}

async function main() {
  const { openConfiguredDatabase } = await import('@/server/db/client');
  const { runMigrations } = await import('@/server/db/migrate');
  const { seedLargeShop } = await import('./bench-seed');
  const { searchCustomers } = await import('@/server/services/care/customer-search');
  const { auditPage } = await import('@/server/admin/audit-query');
  const { listFailedPayments } = await import('@/server/services/care/failed-payments-service');
  const { getCustomerCare } = await import('@/server/services/care/customer-care-view');
  const handle = openConfiguredDatabase();
  const { db } = handle;
  try {
    if (seed) {
      await runMigrations(handle);
      await seedLargeShop(db);
    }
    const row = async (query: string) =>
      ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, number>[] })
        .rows[0]!;
    const counts = await row(`select (select count(*) from customers)::int as customers,
      (select count(*) from orders)::int as orders, (select count(*) from audit_log)::int as audit`);
    const {
      staff_id: staffId,
      customer_id: someone,
      order_id: anOrder,
      phone,
    } = (await row(
      `select (select id from staff where email = 'bench-auditor@example.test') as staff_id,
        (select id from customers order by id offset 54321 limit 1) as customer_id,
        (select max(id) - 12345 from orders) as order_id,
        (select phone from addresses order by id offset 4242 limit 1) as phone`,
    )) as unknown as Record<string, number> & { phone: string };
    const [middleAudit] = (await auditPage(db, {})).results;
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['search: email prefix', () => searchCustomers(db, staffId!, { q: 'olivia.smith.1' })],
      ['search: name words', () => searchCustomers(db, staffId!, { q: 'emma gar' })],
      ['search: one name word', () => searchCustomers(db, staffId!, { q: 'hernand' })],
      ['search: phone', () => searchCustomers(db, staffId!, { q: phone! })],
      ['search: order number', () => searchCustomers(db, staffId!, { q: `#${anOrder}` })],
      ['audit: first page', () => auditPage(db, {})],
      ['audit: by action', () => auditPage(db, { action: 'customer.view' })],
      ['audit: by target', () => auditPage(db, { target_type: 'customer', target_id: '54321' })],
      [
        'audit: deep page',
        () => auditPage(db, { before: String(Math.max(1, (middleAudit?.id ?? 2) - 150_000)) }),
      ],
      ['failed payments: first page', () => listFailedPayments(db)],
      ['failed payments: deep page', () => listFailedPayments(db, { before: 300_000 })],
      [
        'customer page (10 orders)',
        () => getCustomerCare(db, someone!, { staffId: staffId!, canSeeCards: true }),
      ],
    ];
    const results = [];
    for (const [name, call] of cases) {
      await call();
      const times: number[] = [];
      for (let run = 0; run < 5; run++) {
        const started = performance.now();
        await call();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results.push({
        query: name,
        'median ms': +times[2]!.toFixed(1),
        'max ms': +times[4]!.toFixed(1),
      });
    }
    console.info(
      `${counts.customers} customers, ${counts.orders} orders, ${counts.audit} audit entries (${handle.driver})`,
    );
    console.table(results);
    const plans: Array<[string, string]> = [
      [
        'email prefix',
        `select id from customers where email like 'olivia.smith.1%' order by id limit 21`,
      ],
      [
        'name words',
        `select id from customers where lower(first_name) like 'emma%' and lower(last_name) like 'gar%' order by id limit 21`,
      ],
      [
        'phone',
        `select customer_id from addresses where regexp_replace(phone, '[^0-9]', '', 'g') = '5030042424'`,
      ],
      [
        'failed payments',
        `select id from orders where kind = 'renewal' and status in ('payment_failed', 'requires_action') order by id desc limit 21`,
      ],
      [
        'audit by action',
        `select id from audit_log where action = 'customer.view' order by id desc limit 51`,
      ],
    ];
    for (const [name, query] of plans) {
      const plan = (await db.execute(sql.raw(`explain ${query}`))) as unknown as {
        rows: Array<{ 'QUERY PLAN': string }>;
      };
      console.info(`\n${name}:\n  ${plan.rows.map((line) => line['QUERY PLAN']).join('\n  ')}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
