import type { IncomingMessage } from 'node:http';
import { isWellFormedToken, resolveAccessToken } from '@/server/auth/access-token';
import type { Database } from '@/server/db/client';
import { DomainError } from '@/server/errors';

export interface Caller {
  customerId: number;
}

export const invalidToken = () =>
  new DomainError('token_not_valid', 'Given token not valid for any token type');

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

/** The authenticated caller; 401 when the token is missing, malformed, unknown, expired or revoked. */
export async function authenticate(db: Database, req: IncomingMessage): Promise<Caller> {
  const customerId = await resolveAccessToken(db, presentedToken(req));
  if (!customerId) throw invalidToken();
  return { customerId };
}

/** The request's token, after the checks that need no database: 401 when it is missing or cannot be one of ours. */
export function presentedToken(req: IncomingMessage): string {
  const token = bearerToken(req);
  if (token === null) throw new DomainError('not_authenticated');
  if (!isWellFormedToken(token)) throw invalidToken();
  return token;
}

/** Parses a path id: anything but a positive integer is a 404 (it cannot name a record). */
export function parseId(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) throw new DomainError('not_found');
  const id = Number(raw);
  if (id > 2_147_483_647) throw new DomainError('not_found');
  return id;
}

/** `{id}` in a customer path must be the caller; another customer's id answers 403 with no data. */
export function requireSelf(caller: Caller, idParam: unknown): number {
  const id = parseId(idParam);
  if (id !== caller.customerId) throw new DomainError('permission_denied');
  return id;
}
