import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import { liveTokenCustomer, resolveAccessToken } from './access-token';

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
export function callerSource(db: Database, who: ReadCaller) {
  if (typeof who !== 'number') return liveTokenCustomer(db, who.token);
  return db
    .select({ callerId: sql<number>`${customers.id}`.as('caller_id') })
    .from(customers)
    .where(eq(customers.id, who))
    .as('caller');
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
