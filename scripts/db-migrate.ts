// `npm run db:migrate`: applies the committed migrations to the configured database.
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { runMigrations } from '@/server/db/migrate';

async function main() {
  const handle = openConfiguredDatabase();
  try {
    await runMigrations(handle);
    console.info(`Migrations applied (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${describeError(error)}`);
  process.exit(1);
});
