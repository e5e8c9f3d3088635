import type { IncomingMessage } from 'node:http';
import { bearerToken } from '@/server/api/auth-guard';
import { DomainError } from '@/server/errors';
import { resolveAccessToken } from '@/server/auth/access-token';
import type { Database } from '@/server/db/client';
import type { StaffRow } from '@/server/db/schema';
import { can, type Permission, type StaffRole } from './permissions';
import { resolveStaffToken } from './staff-tokens';

export interface StaffCaller {
  staffId: number;
  role: StaffRole;
  email: string;
}

/**
 * Every role signs in with an authenticator code. Staff from before that rule (or whose
 * authenticator an owner reset) sign in on their password to a session that may only enrol one.
 */
export function needsTotpSetup(row: Pick<StaffRow, 'totpEnabled'>): boolean {
  return !row.totpEnabled;
}

/**
 * The staff member behind the request's bearer token. No token, or one that is unknown,
 * expired, revoked or whose owner was deactivated: 401. A customer's token: 403 (a valid
 * identity, but never a staff one).
 */
export async function authenticateStaff(db: Database, req: IncomingMessage): Promise<StaffRow> {
  const token = bearerToken(req);
  if (token === null) throw new DomainError('not_authenticated');
  const row = token ? await resolveStaffToken(db, token) : null;
  if (row) return row;
  if (token && (await resolveAccessToken(db, token)))
    throw new DomainError('permission_denied', 'Customer accounts cannot use the console.');
  throw new DomainError('token_not_valid', 'Given token not valid for any token type');
}

export async function requireStaff(
  db: Database,
  req: IncomingMessage,
  permission: Permission,
): Promise<StaffCaller> {
  const row = await authenticateStaff(db, req);
  // Staff who have not set up an authenticator yet may do nothing else first.
  if (needsTotpSetup(row)) throw new DomainError('totp_required');
  if (!can(row.role, permission)) throw new DomainError('permission_denied');
  return { staffId: row.id, role: row.role, email: row.email };
}
