import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const squawk = join('node_modules', '.bin', 'squawk');

/** squawk with the repository's settings over one migration text; its exit code and report. */
function lint(text: string, args: string[] = []) {
  const file = join(mkdtempSync(join(tmpdir(), 'squawk-')), 'migration.sql');
  writeFileSync(file, text);
  const run = spawnSync(squawk, ['--config', '.squawk.toml', '--reporter', 'gcc', ...args, file], {
    encoding: 'utf8',
  });
  return { status: run.status, report: run.stdout + run.stderr };
}

describe('the migration linter (squawk, .squawk.toml)', () => {
  it('refuses an index built under a lock on a table that already exists', () => {
    const { status, report } = lint('CREATE INDEX "orders_status_idx" ON "orders" ("status");\n');
    expect(status).not.toBe(0);
    expect(report).toContain('require-concurrent-index-creation');
  });

  it('accepts a concurrent index outside it (a drizzle/concurrent/ file)', () => {
    const { status, report } = lint(
      'CREATE INDEX CONCURRENTLY IF NOT EXISTS "orders_status_idx" ON "orders" ("status");\n',
      ['--no-assume-in-transaction'],
    );
    expect(report).not.toContain('warning');
    expect(status).toBe(0);
  });

  it('refuses a column added as NOT NULL without a default (old instances still insert)', () => {
    const { status } = lint('ALTER TABLE "orders" ADD COLUMN "note" text NOT NULL;\n');
    expect(status).not.toBe(0);
  });
});
