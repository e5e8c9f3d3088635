import { beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, customers } from '@/server/db/schema';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashToken,
  issueAccessToken,
  resolveAccessToken,
  revokeAccessToken,
  revokeAllForCustomer,
} from './access-token';
import { useTestDatabase } from '../../../tests/helpers/test-db';
import { clockNowMs } from '@/server/clock';

describe('hashToken', () => {
  it('is the hex SHA-256 of the token', () => {
    // FIPS 180-2 test vector.
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('differs for tokens that differ by one character', () => {
    expect(hashToken('token-a')).not.toBe(hashToken('token-b'));
  });
});

describe('access tokens', () => {
  // The integration suite's fresh migrated database (PGlite, or PostgreSQL with DATABASE_URL).
  const { db } = useTestDatabase();
  let customerId: number;

  beforeAll(async () => {
    const [row] = await db()
      .insert(customers)
      .values({ email: 'token-owner@example.test' })
      .returning({ id: customers.id });
    customerId = row!.id;
  });

  it('issues an opaque 32-byte base64url token, stores only its hash, and resolves it', async () => {
    const before = clockNowMs();
    const { token, expiresAt } = await issueAccessToken(db(), customerId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(
      ACCESS_TOKEN_TTL_SECONDS * 1000 - 1000,
    );
    const rows = await db().select().from(accessTokens);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await resolveAccessToken(db(), token)).toBe(customerId);
  });

  it('never resolves an expired, revoked, unknown or malformed token', async () => {
    const expired = await issueAccessToken(db(), customerId, -1);
    const revoked = await issueAccessToken(db(), customerId);
    await revokeAccessToken(db(), revoked.token);
    for (const token of [
      expired.token,
      revoked.token,
      'A'.repeat(43),
      '',
      'has spaces in it and is long enough',
    ]) {
      expect(await resolveAccessToken(db(), token)).toBeNull();
    }
  });

  it('revokes every live token of a customer at once', async () => {
    const first = await issueAccessToken(db(), customerId);
    const second = await issueAccessToken(db(), customerId);
    await revokeAllForCustomer(db(), customerId);
    expect(await resolveAccessToken(db(), first.token)).toBeNull();
    expect(await resolveAccessToken(db(), second.token)).toBeNull();
  });
});
