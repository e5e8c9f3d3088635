import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { liveTokenCustomer, liveTokenParams, resolveAccessToken } from './access-token';

/**
 * Who a customer read is for: an id already proved (a service calling a service, a job), or the
 * request's bearer token. A token is checked by the read's own query, joined to what it reads,
 * rather than by a query of its own first: one statement per read instead of two, and no cache of
 * tokens that could outlive a logout on another instance. `customerId` is the path's `{id}`, which
 * must be the token's customer.
 */
export type ReadCaller = number | TokenCaller;
export interface TokenCaller {
  token: string;
  customerId?: number;
}

export const invalidToken = () =>
  new DomainError('token_not_valid', 'Given token not valid for any token type');

/** The one-row source a read joins its tables to: `callerId`, and no row for a dead token. */
export type CallerSource = ReturnType<typeof liveTokenCustomer>;

/** A proved id as the same one-row source, the id a placeholder too (`callerParams`). */
const knownCustomer = (db: Database): CallerSource =>
  db
    .select({ callerId: sql<number>`${customers.id}`.as('caller_id') })
    .from(customers)
    .where(eq(customers.id, sql.placeholder('callerId')))
    .as('caller');

const callerParams = (who: ReadCaller) =>
  typeof who === 'number' ? { callerId: who } : liveTokenParams(who.token);

interface Preparable<T> {
  prepare(name: string): { execute(params: Record<string, unknown>): Promise<T> };
}

// Per database (tests open one per file): drizzle builds each read's SQL once, and PostgreSQL
// parses and plans it once per connection (a named statement) instead of on every request.
const prepared = new WeakMap<
  Database,
  Map<string, { execute(params: object): Promise<unknown> }>
>();

/**
 * Runs a customer read whose query `build` makes from the caller's one-row source, prepared once
 * per database under `name` for each kind of caller. `params` fill the read's own placeholders.
 */
export function readAs<T>(
  db: Database,
  name: string,
  who: ReadCaller,
  build: (caller: CallerSource) => Preparable<T>,
  params: Record<string, unknown> = {},
): Promise<T> {
  const key = `${name}_by_${typeof who === 'number' ? 'id' : 'token'}`;
  let statements = prepared.get(db);
  if (!statements) prepared.set(db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    const source = typeof who === 'number' ? knownCustomer(db) : liveTokenCustomer(db);
    statement = build(source).prepare(key);
    statements.set(key, statement);
  }
  return statement.execute({ ...params, ...callerParams(who) }) as Promise<T>;
}

/**
 * The customer a read is for, from the caller id its query returned: 401 when the token was dead
 * (no row came back), 403 when the path names another customer. A proved id passes as it is.
 */
export function confirmCaller(who: ReadCaller, callerId: number | null | undefined): number {
  if (typeof who === 'number') return who;
  if (callerId === null || callerId === undefined) throw invalidToken();
  if (who.customerId !== undefined && who.customerId !== callerId)
    throw new DomainError('permission_denied');
  return callerId;
}

/** The caller's id by a query of its own, for a read that needs it before its first query. */
export async function resolveCaller(db: Database, who: ReadCaller): Promise<number> {
  if (typeof who === 'number') return who;
  return confirmCaller(who, await resolveAccessToken(db, who.token));
}
