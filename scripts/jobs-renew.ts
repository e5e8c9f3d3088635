// `npm run jobs:renew`: the renewal job, once (run it from cron, e.g. hourly). Safe to repeat.
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { getPaymentProvider } from '@/server/payments';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import { runRenewals } from '@/server/services/renewals/renewal-service';

async function main() {
  checkEnvOrExit('jobs:renew');
  const handle = openConfiguredDatabase();
  try {
    const provider = getPaymentProvider(handle.db);
    // Checkouts cut off halfway first: finished or undone, never left stuck.
    const checkouts = await sweepCheckouts(handle.db, provider);
    console.info(
      `Checkouts: ${checkouts.finished} finished, ${checkouts.released} released, ` +
        `${checkouts.pending} pending; ${checkouts.holdsReleased} unused holds released.`,
    );
    const summary = await runRenewals(handle.db, provider);
    console.info(
      `Renewals: ${summary.reminded} reminders, ${summary.ordered} new orders, ` +
        `${summary.charged} charged, ${summary.declined} declined.`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`The renewal job failed: ${describeError(error)}`);
  process.exit(1);
});
