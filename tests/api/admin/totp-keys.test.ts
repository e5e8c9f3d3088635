import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import adminAuthRoute from '@/pages/api/admin/auth/[...nextauth]';
import { resetServerEnvForTests } from '@/env/server';
import { decryptSecret, encryptSecret, newTotpSecret } from '@/server/admin/totp';
import { rekeyTotpSecrets } from '@/server/admin/totp-rekey';
import { staff } from '@/server/db/schema';
import { useRoute } from '../../helpers/call-route';
import { totpNow } from '../../helpers/clock';
import { nextAuthFormClient } from '../../helpers/next-auth-client';
import { createStaff } from '../../helpers/staff';
import { useTestDatabase } from '../../helpers/test-db';

const KEY_A = `staff-totp-key-a-${'a1'.repeat(16)}`;
const KEY_B = `staff-totp-key-b-${'b2'.repeat(16)}`;
const SESSION_1 = `session-secret-one-${'c3'.repeat(16)}`;
const SESSION_2 = `session-secret-two-${'d4'.repeat(16)}`;

function useEnv(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetServerEnvForTests();
}

/** A secret as the shop stored it before STAFF_TOTP_KEY: the key derived from NEXTAUTH_SECRET. */
function encryptTheOldWay(secret: string, sessionSecret: string): string {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'staff-totp', 'totp-secret-key', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Issue 51 item 4: the staff TOTP key is its own, rotated apart from NEXTAUTH_SECRET. */
describe('the staff TOTP key', () => {
  const database = useTestDatabase();
  const auth = useRoute(adminAuthRoute, { parseBody: true });
  beforeAll(() => {
    process.env.NEXTAUTH_URL = 'http://127.0.0.1';
  });
  afterEach(() =>
    useEnv({
      STAFF_TOTP_KEY: undefined,
      STAFF_TOTP_KEY_PREVIOUS: undefined,
      NEXTAUTH_SECRET: undefined,
    }),
  );

  it('keeps every authenticator working when NEXTAUTH_SECRET is rotated', async () => {
    useEnv({ STAFF_TOTP_KEY: KEY_A, NEXTAUTH_SECRET: SESSION_1 });
    const secret = newTotpSecret();
    const stored = encryptSecret(secret);
    // A new process after the rotation: nothing derived from the old session secret survives.
    vi.resetModules();
    useEnv({ NEXTAUTH_SECRET: SESSION_2 });
    const fresh = await import('@/server/admin/totp');
    expect(fresh.decryptSecret(stored)).toBe(secret);
  });

  it('reads secrets from before the upgrade and re-encrypts them on sign-in', async () => {
    useEnv({ STAFF_TOTP_KEY: KEY_A, NEXTAUTH_SECRET: SESSION_1 });
    const db = database.db();
    const member = await createStaff(db, { role: 'support' });
    const old = encryptTheOldWay(member.totpSecret!, SESSION_1);
    await db.update(staff).set({ totpSecret: old }).where(eq(staff.id, member.id));
    expect(decryptSecret(old)).toBe(member.totpSecret);

    const client = nextAuthFormClient(auth, {
      basePath: '/api/admin/auth',
      callbackUrl: '/admin/',
    });
    const signedIn = await client.post(['callback', 'staff'], {
      email: member.email,
      password: member.password,
      totp: await totpNow(member.totpSecret!),
    });
    expect(new URL(String(signedIn.json.url), 'http://x').searchParams.get('error')).toBeNull();
    const [row] = await db.select().from(staff).where(eq(staff.id, member.id));
    expect(row!.totpSecret).toMatch(/^v2\./);
    // Now the session secret may change: the secret is under STAFF_TOTP_KEY alone.
    useEnv({ NEXTAUTH_SECRET: SESSION_2 });
    expect(decryptSecret(row!.totpSecret!)).toBe(member.totpSecret);
  });

  it('reads a previous key while `staff:rekey-totp` moves every secret to the new one', async () => {
    useEnv({ STAFF_TOTP_KEY: KEY_A, NEXTAUTH_SECRET: SESSION_1 });
    const db = database.db();
    const member = await createStaff(db, { role: 'fulfilment' });
    const legacy = await createStaff(db, { role: 'owner' });
    await db
      .update(staff)
      .set({ totpSecret: encryptTheOldWay(legacy.totpSecret!, SESSION_1) })
      .where(eq(staff.id, legacy.id));

    useEnv({ STAFF_TOTP_KEY: KEY_B, STAFF_TOTP_KEY_PREVIOUS: KEY_A });
    const [before] = await db.select().from(staff).where(eq(staff.id, member.id));
    expect(decryptSecret(before!.totpSecret!)).toBe(member.totpSecret);

    const report = await rekeyTotpSecrets(db);
    expect(report.unreadable).toBe(0);
    expect(report.reencrypted).toBeGreaterThanOrEqual(2);
    expect((await rekeyTotpSecrets(db)).reencrypted).toBe(0);

    // The previous key and the session secret can both go now.
    useEnv({ STAFF_TOTP_KEY_PREVIOUS: undefined, NEXTAUTH_SECRET: SESSION_2 });
    for (const who of [member, legacy]) {
      const [row] = await db.select().from(staff).where(eq(staff.id, who.id));
      expect(decryptSecret(row!.totpSecret!)).toBe(who.totpSecret);
    }
    // A secret under a key no longer configured is refused by name, never read as garbage.
    useEnv({ STAFF_TOTP_KEY: KEY_A });
    const [moved] = await db.select().from(staff).where(eq(staff.id, member.id));
    expect(() => decryptSecret(moved!.totpSecret!)).toThrow(
      /neither STAFF_TOTP_KEY nor STAFF_TOTP_KEY_PREVIOUS/,
    );
  });
});
