// `npm run jobs:renew`: the renewal job, once (run it from cron, e.g. hourly). Safe to repeat.
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';

async function main() {
  const handle = openConfiguredDatabase();
  try {
    const summary = await runRenewals(handle.db, getPaymentProvider(handle.db));
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
