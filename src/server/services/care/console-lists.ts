import { and, asc, eq, gt, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  customerListSchema,
  LIST_FILTER_NAMES,
  LIST_PAGE_SIZE_DEFAULT,
  pageSchema,
  subscriptionListSchema,
  type CustomerListRow,
  type ListFilters,
  type ListPage,
  type SubscriptionListRow,
} from '@/contracts/admin/lists';
import { cleanFilters, containsPattern, planSkuRegex } from '@/domain/list-filters';
import type { PlanType } from '@/domain/plan-types';
import { validate } from '@/server/api';
import { singleValues } from '@/server/api/query';
import type { Query } from '@/server/api/handler';
import type { Database } from '@/server/db/client';
import { addresses, customers, pets, subscriptions } from '@/server/db/schema';

/**
 * The console's customer and subscription lists: filters as SQL conditions, pages in id order
 * (keyset: `after` is the last id of the page before, so a page costs the same at any depth).
 * The export reads the same query page by page (see list-exports).
 */
export type Filters = Partial<Record<(typeof LIST_FILTER_NAMES)[number], string>>;

/** A list's filters and page from the query string: 400 per field for a bad one. */
export async function listQuery(query: Query, kind: 'customers' | 'subscriptions') {
  const values = singleValues(query, [...LIST_FILTER_NAMES, 'after', 'limit']);
  const schema = kind === 'customers' ? customerListSchema : subscriptionListSchema;
  const filters = cleanFilters(LIST_FILTER_NAMES, await validate(schema, values));
  const page = await validate(pageSchema, { after: values.after, limit: values.limit });
  return {
    filters,
    after: page.after ? Number(page.after) : 0,
    limit: page.limit ? Number(page.limit) : LIST_PAGE_SIZE_DEFAULT,
  };
}

const fullName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`;

/**
 * Customers whose name or email holds the text, and pups whose name does. Each is one pass over
 * one narrow table whose ids are hashed, rather than a check repeated per listed row with its
 * joins: a search inside words has no index to use (PGlite has no pg_trgm).
 */
function customersMatching(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(select ${customers.id} from ${customers}
    where ${fullName} ilike ${pattern} or ${customers.email} ilike ${pattern})`;
}
function petsMatching(q: string): SQL {
  return sql`(select ${pets.id} from ${pets} where ${pets.name} ilike ${containsPattern(q)})`;
}
function ownersOfPetsMatching(q: string): SQL {
  return sql`(select ${pets.customerId} from ${pets} where ${pets.name} ilike ${containsPattern(q)})`;
}

function planMatch(plan: string): SQL {
  return sql`${subscriptions.sku} ~ ${planSkuRegex(plan as PlanType)}`;
}

/**
 * A cancelled plan has no next delivery (its stored date is where it stopped): it matches no
 * next-delivery filter and lists none.
 */
function nextDeliveryBetween(filters: ListFilters | Filters): SQL[] {
  if (!filters.next_from && !filters.next_to) return [];
  return [
    ne(subscriptions.status, 'cancelled'),
    ...(filters.next_from ? [gte(subscriptions.nextDeliveryDate, filters.next_from)] : []),
    ...(filters.next_to ? [lte(subscriptions.nextDeliveryDate, filters.next_to)] : []),
  ];
}

function subscriptionConditions(filters: ListFilters | Filters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status)
    conditions.push(eq(subscriptions.status, filters.status as 'active' | 'paused' | 'cancelled'));
  if (filters.plan) conditions.push(planMatch(filters.plan));
  conditions.push(...nextDeliveryBetween(filters));
  if (filters.state) conditions.push(eq(addresses.state, filters.state));
  // A customer's name or email lists all their plans; a pup's name, that pup's plan.
  if (filters.q)
    conditions.push(
      sql`(${subscriptions.customerId} in ${customersMatching(filters.q)}
        or ${subscriptions.petId} in ${petsMatching(filters.q)})`,
    );
  return conditions;
}

export async function subscriptionPage(
  db: Database,
  filters: Filters,
  after: number,
  limit: number,
): Promise<ListPage<SubscriptionListRow>> {
  const rows = await db
    .select({
      id: subscriptions.id,
      customerId: subscriptions.customerId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      pup: pets.name,
      status: subscriptions.status,
      sku: subscriptions.sku,
      next: subscriptions.nextDeliveryDate,
      state: addresses.state,
      weeks: subscriptions.weeksOfFood,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(pets, eq(pets.id, subscriptions.petId))
    .leftJoin(addresses, eq(addresses.customerId, subscriptions.customerId))
    .where(and(gt(subscriptions.id, after), ...subscriptionConditions(filters)))
    .orderBy(asc(subscriptions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    results: page.map((row) => ({
      id: row.id,
      customer_id: row.customerId,
      customer_name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      pup: row.pup,
      status: row.status,
      plan: row.sku,
      next_delivery_date: row.status === 'cancelled' ? null : row.next,
      state: row.state,
      weeks_of_food: row.weeks,
    })),
    next_after: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** A customer matches the plan and delivery filters when one of their plans does. */
function customerConditions(filters: Filters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(customers.status, filters.status as 'lead' | 'active'));
  if (filters.state) conditions.push(eq(addresses.state, filters.state));
  if (filters.q)
    conditions.push(
      sql`(${customers.id} in ${customersMatching(filters.q)}
        or ${customers.id} in ${ownersOfPetsMatching(filters.q)})`,
    );
  const plan: SQL[] = [];
  if (filters.plan) plan.push(planMatch(filters.plan));
  plan.push(...nextDeliveryBetween(filters));
  if (plan.length)
    conditions.push(
      sql`exists (select 1 from ${subscriptions} where ${subscriptions.customerId} = ${customers.id}
        and ${and(...plan)})`,
    );
  return conditions;
}

/**
 * A page of customers with their paid orders counted and their lifetime value (what their paid
 * orders charged, less the refunds that succeeded), computed per row of the page in the same
 * statement through orders_customer_id_idx and refunds_order_id_idx: a page of 100 costs 100
 * index lookups, never a pass over all orders.
 */
export async function customerPage(
  db: Database,
  filters: Filters,
  after: number,
  limit: number,
): Promise<ListPage<CustomerListRow>> {
  const rows = await db
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      status: customers.status,
      state: addresses.state,
      createdAt: customers.createdAt,
      pups: sql<string[]>`coalesce((select array_agg(${pets.name} order by ${pets.id})
        from ${pets} where ${pets.customerId} = ${customers.id}), '{}')`,
      orderCount: sql<number>`(select count(*)::int from orders o
        where o.customer_id = ${customers.id} and o.status = 'paid')`,
      lifetimeCents: sql<number>`((select coalesce(sum(o.total_cents), 0) from orders o
        where o.customer_id = ${customers.id} and o.status = 'paid')
        - (select coalesce(sum(r.amount_cents), 0) from refunds r
          join orders o on o.id = r.order_id
          where o.customer_id = ${customers.id} and r.status = 'succeeded'))::int`,
    })
    .from(customers)
    .leftJoin(addresses, eq(addresses.customerId, customers.id))
    .where(and(gt(customers.id, after), ...customerConditions(filters)))
    .orderBy(asc(customers.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    results: page.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      status: row.status,
      state: row.state,
      pups: row.pups,
      order_count: Number(row.orderCount),
      lifetime_value_cents: Number(row.lifetimeCents),
      created_at: new Date(row.createdAt).toISOString(),
    })),
    next_after: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}
