import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashToken, issueAccessToken, SESSION_TTL_SECONDS } from '@/server/auth/access-token';
import type { Database } from '@/server/db/client';
import { accessTokens, customers, type CustomerRow, type NewCustomerRow } from '@/server/db/schema';
import { clockNow } from '@/server/clock';

export async function createCustomer(
  db: Database,
  overrides: Partial<NewCustomerRow> = {},
): Promise<CustomerRow> {
  const [row] = await db
    .insert(customers)
    .values({
      email: `pup-${randomBytes(5).toString('hex')}@example.test`,
      firstName: 'Robin',
      lastName: 'Barker',
      ...overrides,
      // The app stores emails lower-case (its unique index relies on it); so do the factories.
      ...(overrides.email ? { email: overrides.email.toLowerCase() } : {}),
    })
    .returning();
  return row!;
}

export async function createAccessToken(
  db: Database,
  customerId: number,
  options: { expired?: boolean; revoked?: boolean } = {},
): Promise<string> {
  // A session's life, not the hour a sign-in's token gets: the tests using this are about other
  // things and some move the clock by days. The token's own hour is tested through the sign-in
  // (tests/api/session-renewal.test.ts).
  const { token } = await issueAccessToken(
    db,
    customerId,
    options.expired ? -60 : SESSION_TTL_SECONDS,
  );
  if (options.revoked) {
    await db
      .update(accessTokens)
      .set({ revokedAt: clockNow() })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
  }
  return token;
}

/** A signed-in customer: the row and a working bearer token. */
export async function createSignedInCustomer(
  db: Database,
  overrides: Partial<NewCustomerRow> = {},
) {
  const customer = await createCustomer(db, overrides);
  return { customer, token: await createAccessToken(db, customer.id) };
}
