// `npm run staff:rekey-totp`: re-encrypts every stored staff authenticator secret under the
// current STAFF_TOTP_KEY (after setting a new key, and once after upgrading from the key derived
// from NEXTAUTH_SECRET). See docs/operations.md, "Staff TOTP key".
// With the embedded database, stop the server first (one process owns .data/pglite).
import { rekeyTotpSecrets } from '@/server/admin/totp-rekey';
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';

async function main() {
  checkEnvOrExit('staff:rekey-totp');
  const handle = openConfiguredDatabase();
  try {
    const report = await rekeyTotpSecrets(handle.db);
    console.info(
      `Staff TOTP secrets: ${report.reencrypted} re-encrypted, ${report.current} already under the current key, ${report.unreadable} unreadable.`,
    );
    if (report.unreadable > 0) {
      // Not a failure of the run: those secrets were lost before it (a key dropped too early).
      console.warn(
        'Unreadable secrets open with no configured key: keep the old key in STAFF_TOTP_KEY_PREVIOUS, or have those staff set up their authenticator again.',
      );
      process.exitCode = 3;
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Re-encrypting staff TOTP secrets failed: ${describeError(error)}`);
  process.exit(1);
});
