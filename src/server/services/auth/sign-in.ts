import { eq } from 'drizzle-orm';
import { syncChatContactInBackground } from '../chat/contact-sync';
import { startSession } from '@/server/auth/access-token';
import {
  clearCustomerLoginFailures,
  recordCustomerLoginFailure,
} from '@/server/auth/customer-login-throttle';
import { hashPassword, verifyPassword } from '@/server/auth/passwords';
import { sendTemplate } from '@/server/email/templates/define-email';
import { welcomeEmail } from '@/server/email/templates/welcome-email';
import type { Database } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs/job-queue';
import { customers, type CustomerRow } from '@/server/db/schema';
import { ensureCart } from '../cart/cart-repository';
import { displayFirstName } from '@/domain/customer-name';
import { AUTH_ERRORS, AuthFlowError } from './auth-errors';
import { emailString } from '@/contracts/email';

/** What NextAuth keeps in its JWT after a sign-in. */
export interface SignedInUser {
  id: number;
  email: string;
  first_name: string;
  access_token: string;
  /** ISO time the access token stops working; the session renews it before then. */
  access_token_expires: string;
  /** The session the NextAuth cookie names (customer_sessions). */
  session_id: number;
}

const emailSchema = emailString().required();

export async function normalizeEmail(raw: unknown): Promise<string> {
  try {
    return await emailSchema.validate(raw);
  } catch {
    throw new AuthFlowError(AUTH_ERRORS.invalidEmail);
  }
}

async function signedIn(db: Database, row: CustomerRow): Promise<SignedInUser> {
  const { sessionId, token, expiresAt } = await startSession(db, row.id);
  return {
    id: row.id,
    email: row.email,
    first_name: displayFirstName(row.firstName),
    access_token: token,
    access_token_expires: expiresAt.toISOString(),
    session_id: sessionId,
  };
}

/**
 * The `register` provider: creates a lead (no password) from the quiz's email step. An email that
 * already has an account is refused with CustomerExists, so nobody can sign in as someone else
 * just by knowing their address.
 */
export async function registerLead(
  db: Database,
  jobs: JobQueue | undefined,
  input: {
    email?: unknown;
    first_name?: unknown;
    customer_group_id?: unknown;
    pup_count?: unknown;
  },
): Promise<SignedInUser> {
  const email = await normalizeEmail(input.email);
  const firstName =
    typeof input.first_name === 'string' ? input.first_name.trim().slice(0, 100) : '';
  const group = Number(input.customer_group_id);
  const [row] = await db
    .insert(customers)
    .values({
      email,
      firstName,
      status: 'lead',
      customerGroupId:
        Number.isInteger(group) && group > 0 && group <= 2_147_483_647 ? group : null,
    })
    .onConflictDoNothing({ target: customers.email })
    .returning();
  if (!row) throw new AuthFlowError(AUTH_ERRORS.customerExists);
  // Made now so that reading the cart never has to write (GET …/cart/ is a plain read).
  await ensureCart(db, row.id);
  void syncChatContactInBackground(row, jobs);
  // Only the request that created the lead gets here, so it is welcomed once.
  // The quiz registers before it saves the pups, so it says how many there are: the welcome
  // speaks to an owner of two about both.
  await sendTemplate(db, row.email, welcomeEmail, {
    firstName: row.firstName,
    pupCount: pupCount(input.pup_count),
  });
  return signedIn(db, row);
}

/** A count of pups from the register form: 1 to 9, anything else unknown. */
function pupCount(value: unknown): number | undefined {
  return typeof value === 'string' && /^[1-9]$/.test(value) ? Number(value) : undefined;
}

// Verifying against this when the email is unknown keeps the response time the same either way.
let decoyHash: Promise<string> | undefined;

/**
 * The `login` provider. Wrong email or password gives null (NextAuth's generic error) and counts
 * towards the throttle, which the auth route applies before this runs (login-schedule.ts: a
 * growing delay per address and the CAPTCHA per account, never a lock-out of the account).
 */
export async function logIn(
  db: Database,
  input: { email?: unknown; password?: unknown },
  address: string,
): Promise<SignedInUser | null> {
  const email = await normalizeEmail(input.email);
  const keys = { account: email, address };
  const password = typeof input.password === 'string' ? input.password : '';
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  decoyHash ??= hashPassword('decoy password for unknown accounts');
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  if (!row || !row.passwordHash || !ok) {
    await recordCustomerLoginFailure(db, keys);
    return null;
  }
  await clearCustomerLoginFailures(db, keys);
  return signedIn(db, row);
}
