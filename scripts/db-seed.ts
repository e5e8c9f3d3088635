// `npm run db:seed`: idempotent seed data (safe to run any number of times): the catalogue, and
// locally the demo data too.
import { allowsLocalStandIns } from '@/env/server';
import { openConfiguredDatabase } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { checkEnvOrExit } from '@/server/startup/check-env';
import { runSeed } from '@/server/db/seed';

async function main() {
  const env = checkEnvOrExit('db:seed');
  const handle = openConfiguredDatabase();
  try {
    await runSeed(handle.db, (line) => console.info(line), {
      demo: allowsLocalStandIns(env.appEnv),
    });
    console.info(`Seed complete (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(`Seeding failed: ${describeError(error)}`);
  process.exit(1);
});
