import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from '@/server/db/client';
import { createPostgresDatabaseFromTemplate, restorePgliteTemplateTo } from './database-templates';

export interface OnDiskDatabase {
  /** A PGlite data directory, or a postgres:// URL (with DATABASE_URL set). */
  target: string;
  isPostgres: boolean;
  /** Opens a new handle on it: only one process at a time for PGlite. */
  open(): DatabaseHandle;
  drop(): Promise<void>;
}

/**
 * A migrated, seeded database that a child process can open too (for tests that kill one): a
 * PGlite directory on disk, or a throwaway database on the server named by DATABASE_URL.
 */
export async function createOnDiskDatabase(name: string): Promise<OnDiskDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  let target: string;
  let drop: () => Promise<void>;
  if (adminUrl) {
    const created = await createPostgresDatabaseFromTemplate(adminUrl, 'seeded');
    target = created.url;
    drop = created.drop;
  } else {
    const dir = mkdtempSync(join(tmpdir(), `${name}-`));
    target = join(dir, 'pglite');
    await restorePgliteTemplateTo(target, 'seeded');
    drop = async () => rmSync(dir, { recursive: true, force: true });
  }
  const isPostgres = Boolean(adminUrl);
  const open = () => (isPostgres ? openPostgres(target) : openPglite(target));
  return { target, isPostgres, open, drop };
}
