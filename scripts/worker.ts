// `npm run worker`: one more job worker (renewals, email delivery) against DATABASE_URL.
// The embedded database serves one process only, so there the web server's own worker is the one.
import { serverEnv } from '@/env';
import { closeDb } from '@/server/db/client';
import { describeError } from '@/server/db/describe-error';
import { startProcessJobs } from '@/server/jobs/process-worker';

async function main() {
  if (!serverEnv().databaseUrl) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL). On the embedded database the worker runs inside `npm start`.',
    );
    process.exit(1);
  }
  const runtime = await startProcessJobs(true);
  if (!runtime) throw new Error('The job queue could not start');
  const shutdown = async () => {
    await runtime.stop();
    await closeDb();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('SIGINT', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`The worker failed: ${describeError(error)}`);
  process.exit(1);
});
