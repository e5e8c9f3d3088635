// The renewal benchmark's seed and check, for a harness that runs as plain node (the cluster
// test): `tsx scripts/due-boxes.ts seed <count>` seeds that many boxes due today into
// DATABASE_URL and prints {"delivery": "YYYY-MM-DD"}; `tsx scripts/due-boxes.ts check <delivery>`
// prints the check that each has exactly one order and one capture (bench-renewals-check.ts).
import { openPostgres } from '@/server/db/client';
import { boxCheck } from './bench-renewals-check';
import { seedDueBoxes } from './bench-renewals-seed';

async function main() {
  const [command, argument] = process.argv.slice(2);
  const url = process.env.DATABASE_URL;
  if (!url || !argument || (command !== 'seed' && command !== 'check')) {
    console.error('usage: DATABASE_URL=… tsx scripts/due-boxes.ts seed <count> | check <delivery>');
    process.exit(2);
  }
  const handle = openPostgres(url);
  try {
    // The seed reports its own timing on standard output: the answer is the last line.
    const result =
      command === 'seed'
        ? { delivery: await seedDueBoxes(handle.db, Number(argument)) }
        : await boxCheck(handle.db, argument);
    console.info(JSON.stringify(result));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
