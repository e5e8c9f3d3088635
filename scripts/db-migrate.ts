// `npm run db:migrate`: applies the committed migrations to the configured database, then
// pg-boss's own schema migration.
import { NO_DATABASE_TIMEOUTS, openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { runMigrations } from '@/server/db/migrate';
import { migrateJobSchema } from '@/server/jobs/job-runtime';

async function main() {
  checkEnvOrExit('db:migrate');
  // A release may wait for another's migration lock and build an index for minutes: the app's
  // per-connection limits (DATABASE_*_TIMEOUT_MS) would cut it off halfway.
  const handle = openConfiguredDatabase(undefined, NO_DATABASE_TIMEOUTS);
  try {
    await runMigrations(handle);
    await migrateJobSchema(handle);
    console.info(`Migrations applied (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${describeError(error)}`);
  process.exit(1);
});
