// `npm run db:migrate`: applies the committed migrations to the configured database, then
// pg-boss's own schema migration.
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { runMigrations } from '@/server/db/migrate';
import { migrateJobSchema } from '@/server/jobs/job-runtime';

async function main() {
  checkEnvOrExit('db:migrate');
  const handle = openConfiguredDatabase();
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
