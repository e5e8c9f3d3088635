import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its template databases (tests/helpers/database-templates.ts). */
    testDatabaseTemplates: { runId: string; dir: string };
  }
}

/** The names of this run's template databases on the PostgreSQL server (one per kind). */
export const templateDatabaseName = (runId: string, kind: 'migrated' | 'seeded') =>
  `test_template_${runId}_${kind}`;

/**
 * Vitest global set-up of the node project: a run id and a directory for the templates the test
 * files clone their database from (built by the first file that needs one). Templates live for
 * one run only, so a change to the migrations or the seed can never leave a stale one behind;
 * teardown removes them (the PostgreSQL ones too, with DATABASE_URL set).
 */
export default function setup({ provide }: TestProject): () => Promise<void> {
  const runId = randomBytes(5).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'shop-test-templates-'));
  provide('testDatabaseTemplates', { runId, dir });
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) return;
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const kind of ['seeded', 'migrated'] as const) {
        await admin.query(
          `DROP DATABASE IF EXISTS ${templateDatabaseName(runId, kind)} WITH (FORCE)`,
        );
      }
    } finally {
      await admin.end();
    }
  };
}
