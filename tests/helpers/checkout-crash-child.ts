/**
 * A server process that is killed in the middle of checkouts (tests/api/checkout-crash.test.ts).
 * It runs the real checkout service over the test's database (a PGlite data directory, or the
 * PostgreSQL database in CRASH_DATABASE_URL) with the offline provider, wrapped so that each
 * planned checkout stops for good either right before the capture (the order is claimed, the hold
 * not captured) or right after it (charged at the provider, nothing recorded yet). It prints
 * `stopped <intent id>` for each, and the parent kills it with SIGKILL.
 */
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { OfflinePaymentProvider, type PaymentProvider } from '@/server/payments';
import { checkout } from '@/server/services/checkout/checkout-service';
import { CONSENT_EVIDENCE, RENEWAL_CONSENT } from './checkout-fixtures';

export interface CrashPlanStep {
  customerId: number;
  transactionId: string;
  stopAt: 'before-capture' | 'after-capture';
}

const forever = () => new Promise<never>(() => undefined);

function stopping(db: Database, plan: CrashPlanStep[]): PaymentProvider {
  const real = new OfflinePaymentProvider(db, 'whsec_crash_test');
  const stopAt = new Map(
    plan.map((step) => [step.transactionId.split('_secret_')[0]!, step.stopAt]),
  );
  return new Proxy(real, {
    get(target, property, receiver) {
      if (property !== 'capturePaymentIntent') return Reflect.get(target, property, receiver);
      return async (id: string, input: { idempotencyKey: string }) => {
        if (stopAt.get(id) === 'before-capture') {
          process.stdout.write(`stopped ${id}\n`);
          return forever();
        }
        await target.capturePaymentIntent(id, input);
        process.stdout.write(`stopped ${id}\n`);
        return forever();
      };
    },
  });
}

async function main() {
  const plan = JSON.parse(process.env.CRASH_PLAN ?? '[]') as CrashPlanStep[];
  const url = process.env.CRASH_DATABASE_URL;
  const handle = url ? openPostgres(url) : openPglite(process.env.CRASH_PGLITE_DIR);
  const provider = stopping(handle.db, plan);
  await Promise.all(
    plan.map((step) =>
      checkout(
        handle.db,
        provider,
        step.customerId,
        { transaction_ids: [step.transactionId], ...RENEWAL_CONSENT },
        null,
        CONSENT_EVIDENCE,
      ),
    ),
  );
  // Not reached: every planned checkout stops for good.
  process.stdout.write('finished\n');
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
