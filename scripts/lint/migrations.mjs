// The migrations written after the baseline, linted with squawk (.squawk.toml): a release must not
// block the shop's writes while old instances keep serving (docs/operations.md, "Migrations that
// keep the shop writing"). The migrations up to the baseline ran in production already and are
// history: they are not rewritten, so they are not linted.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bin, root } from '../lib.mjs';

/** The last migration that was already applied when the linter came in. */
export const BASELINE = '0039_money-stripe';

const journal = JSON.parse(readFileSync(join(root, 'drizzle', 'meta', '_journal.json'), 'utf8'));
const tags = journal.entries.map((entry) => entry.tag);
const baseline = tags.indexOf(BASELINE);
if (baseline < 0) {
  console.error(`The migration baseline ${BASELINE} is not in drizzle/meta/_journal.json`);
  process.exit(1);
}
const inTransaction = tags.slice(baseline + 1).map((tag) => join('drizzle', `${tag}.sql`));
const concurrent = readdirSync(join(root, 'drizzle', 'concurrent'))
  .filter((name) => name.endsWith('.sql'))
  .map((name) => join('drizzle', 'concurrent', name));

function squawk(files, args) {
  if (files.length === 0) return 0;
  const run = spawnSync(bin('squawk'), ['--config', '.squawk.toml', ...args, ...files], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.error) throw run.error;
  return run.status ?? 1;
}

const failed = squawk(inTransaction, []) + squawk(concurrent, ['--no-assume-in-transaction']);
console.info(
  `squawk: ${inTransaction.length} migration(s) after ${BASELINE}, ${concurrent.length} concurrent file(s)`,
);
process.exit(failed === 0 ? 0 : 1);
