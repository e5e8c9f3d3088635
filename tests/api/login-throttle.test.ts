import { describe, expect, it } from 'vitest';
import {
  clearAccountFailures,
  LIMITS,
  recordFailure,
  retryAfterSeconds,
  THROTTLE_WINDOW_SECONDS,
} from '@/server/auth/login-throttle';
import { useTestDatabase } from '../helpers/test-db';

describe('login throttling (in the database)', () => {
  const database = useTestDatabase();
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + seconds * 1000);

  it('blocks an account after its limit until the window passes', async () => {
    const keys = { account: 'maya@example.test', address: '10.0.0.1' };
    for (let attempt = 0; attempt < LIMITS.account - 1; attempt += 1)
      await recordFailure(database.db(), keys, at(attempt));
    expect(await retryAfterSeconds(database.db(), keys, at(10))).toBe(0);
    await recordFailure(database.db(), keys, at(10));
    expect(await retryAfterSeconds(database.db(), keys, at(20))).toBe(THROTTLE_WINDOW_SECONDS - 20);
    expect(await retryAfterSeconds(database.db(), keys, at(THROTTLE_WINDOW_SECONDS))).toBe(0);
  });

  it('starts counting again after the window', async () => {
    const keys = { account: 'robin@example.test', address: '10.0.0.2' };
    for (let attempt = 0; attempt < LIMITS.account; attempt += 1)
      await recordFailure(database.db(), keys, at(0));
    await recordFailure(database.db(), keys, at(THROTTLE_WINDOW_SECONDS + 1));
    expect(await retryAfterSeconds(database.db(), keys, at(THROTTLE_WINDOW_SECONDS + 2))).toBe(0);
  });

  it('blocks an address trying many accounts', async () => {
    for (let account = 0; account < LIMITS.address; account += 1) {
      await recordFailure(
        database.db(),
        { account: `user${account}@example.test`, address: '10.0.0.3' },
        at(account),
      );
    }
    expect(
      await retryAfterSeconds(
        database.db(),
        { account: 'fresh@example.test', address: '10.0.0.3' },
        at(30),
      ),
    ).toBeGreaterThan(0);
    expect(
      await retryAfterSeconds(
        database.db(),
        { account: 'fresh@example.test', address: '10.0.0.4' },
        at(30),
      ),
    ).toBe(0);
  });

  it('a successful login clears the account count', async () => {
    const keys = { account: 'sam@example.test', address: '10.0.0.5' };
    for (let attempt = 0; attempt < LIMITS.account; attempt += 1)
      await recordFailure(database.db(), keys, at(0));
    await clearAccountFailures(database.db(), keys.account);
    expect(await retryAfterSeconds(database.db(), keys, at(1))).toBe(0);
  });

  it('counts concurrent failures without losing any', async () => {
    const keys = { account: 'race@example.test', address: '10.0.0.6' };
    await Promise.all(
      Array.from({ length: LIMITS.account }, () => recordFailure(database.db(), keys, at(0))),
    );
    expect(await retryAfterSeconds(database.db(), keys, at(1))).toBeGreaterThan(0);
  });
});
