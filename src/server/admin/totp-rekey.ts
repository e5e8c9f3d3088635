import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { staff, staffSetupTokens } from '@/server/db/schema';
import { decryptSecret, encryptSecret, needsReencryption } from './totp';

export interface RekeyReport {
  /** Secrets now written under STAFF_TOTP_KEY that were not before. */
  reencrypted: number;
  /** Secrets already under the current key. */
  current: number;
  /** Secrets no configured key opens (they stay as they are; their owners need a new set-up). */
  unreadable: number;
}

type Table = typeof staff | typeof staffSetupTokens;

async function rekeyTable(db: Database, table: Table, report: RekeyReport): Promise<void> {
  const rows = await db
    .select({ id: table.id, secret: table.totpSecret })
    .from(table)
    .where(isNotNull(table.totpSecret));
  for (const { id, secret } of rows) {
    if (!secret || !needsReencryption(secret)) {
      report.current += 1;
      continue;
    }
    let plain: string;
    try {
      plain = decryptSecret(secret);
    } catch {
      report.unreadable += 1;
      continue;
    }
    // Only if the row still holds what was read: an enrolment meanwhile wrote a newer secret.
    const written = await db
      .update(table)
      .set({ totpSecret: encryptSecret(plain) })
      .where(and(eq(table.id, id), eq(table.totpSecret, secret)))
      .returning({ id: table.id });
    if (written.length) report.reencrypted += 1;
    else report.current += 1;
  }
}

/**
 * Re-encrypts every stored authenticator secret (staff and unused set-up links alike) under the
 * current STAFF_TOTP_KEY: the release step of a key rotation and of the upgrade from secrets
 * encrypted with the NEXTAUTH_SECRET-derived key (`npm run staff:rekey-totp`). Safe to run again
 * and while the shop serves: a sign-in re-encrypts its own secret the same way.
 */
export async function rekeyTotpSecrets(db: Database): Promise<RekeyReport> {
  const report: RekeyReport = { reencrypted: 0, current: 0, unreadable: 0 };
  await rekeyTable(db, staff, report);
  await rekeyTable(db, staffSetupTokens, report);
  return report;
}
