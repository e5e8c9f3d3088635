import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { object, string } from 'yup';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { addresses, customers, orders, pets } from '@/server/db/schema';
import type { CustomerHit } from '@/contracts/admin/care';
export type { CustomerHit };

export const SEARCH_PAGE_SIZE = 20;

export const customerSearchSchema = object({
  q: string()
    .trim()
    .min(2, 'Type at least 2 characters.')
    .max(100)
    .required('Type an email, a name, a phone number or an order number.'),
  after: string()
    .matches(/^\d{1,9}$/, 'Not a valid page.')
    .optional(),
});

/** `LIKE` treats % and _ as wildcards; a typed one means itself. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
const PHONE_DIGITS = sql`regexp_replace(${addresses.phone}, '[^0-9]', '', 'g')`;

/**
 * What a staff member typed, as conditions the indexes answer: an email (prefix of the lower-case
 * address), an order number (#123, exact), a phone number (its digits, exact), or a name (each
 * word a prefix of the first or last name; one word also of a pup's name). Prefix and exact
 * matches only: PGlite has no pg_trgm, and a btree with text_pattern_ops serves `LIKE 'abc%'` on 100k customers in a few index pages.
 */
function matchFor(query: string, after: number): SQL {
  const text = query.toLowerCase();
  if (text.includes('@')) return sql`${customers.email} like ${prefix(text)}`;
  const orderNumber = /^#\s*(\d{1,9})$/.exec(text)?.[1];
  const byOrder = (id: number) =>
    inArray(
      customers.id,
      sql`(select ${orders.customerId} from ${orders} where ${orders.id} = ${id})`,
    );
  if (orderNumber) return byOrder(Number(orderNumber));
  const digits = text.replace(/[\s()+.-]/g, '');
  if (/^\d+$/.test(digits)) {
    // Seven digits or more is a phone number; a shorter number can only be an order.
    return digits.length >= 7
      ? sql`${PHONE_DIGITS} = ${digits.replace(/^1(\d{10})$/, '$1')}`
      : byOrder(Number(digits));
  }
  const words = text.split(/\s+/).filter(Boolean);
  const first = sql`lower(${customers.firstName})`;
  const last = sql`lower(${customers.lastName})`;
  if (words.length >= 2)
    return and(
      sql`${first} like ${prefix(words[0]!)}`,
      sql`${last} like ${prefix(words.slice(1).join(' '))}`,
    )!;
  // One word: first name, last name, email or a pup's name (callers often give the dog's).
  // Each is its own index-only scan of matching ids,
  // and only the page's ids go on to the table (an OR would fetch every match's row first).
  const word = prefix(words[0]!);
  const matching = (condition: SQL) =>
    sql`select ${customers.id} from ${customers} where ${condition} and ${customers.id} > ${after}`;
  return inArray(
    customers.id,
    sql`(select id from (${matching(sql`${first} like ${word}`)}
      union ${matching(sql`${last} like ${word}`)}
      union ${matching(sql`${customers.email} like ${word}`)}
      union select ${pets.customerId} from ${pets}
        where lower(${pets.name}) like ${word} and ${pets.customerId} > ${after}) as matches
      order by id limit ${SEARCH_PAGE_SIZE + 1})`,
  );
}

/**
 * One page of customers matching the query, in id order (`after` is the last id of the page
 * before). A search reads personal data in bulk, so it is audited: who searched, for what, and
 * how many customers it showed.
 */
export async function searchCustomers(
  db: Database,
  staffId: number,
  input: { q: string; after?: string },
): Promise<{ results: CustomerHit[]; next_after: number | null }> {
  const after = input.after ? Number(input.after) : 0;
  const rows = await db
    .select({ customer: customers, phone: addresses.phone })
    .from(customers)
    .leftJoin(addresses, eq(addresses.customerId, customers.id))
    .where(and(matchFor(input.q, after), gt(customers.id, after)))
    .orderBy(asc(customers.id))
    .limit(SEARCH_PAGE_SIZE + 1);
  const page = rows.slice(0, SEARCH_PAGE_SIZE);
  await recordAudit(db, {
    staffId,
    action: 'customers.search',
    targetType: 'customer',
    targetId: 'search',
    after: { query: input.q, after, customer_ids: page.map((row) => row.customer.id) },
  });
  return {
    results: page.map(({ customer, phone }) => ({
      id: customer.id,
      email: customer.email,
      name: `${customer.firstName} ${customer.lastName}`.trim(),
      status: customer.status,
      phone,
      created_at: customer.createdAt.toISOString(),
    })),
    next_after: rows.length > SEARCH_PAGE_SIZE ? page[page.length - 1]!.customer.id : null,
  };
}
