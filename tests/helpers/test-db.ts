import { afterAll, beforeAll } from 'vitest';
import {
  openPostgres,
  setDbForTests,
  type Database,
  type DatabaseHandle,
} from '@/server/db/client';
import { createPostgresDatabaseFromTemplate, openPgliteFromTemplate } from './database-templates';

/**
 * A fresh, migrated database for the current test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server named by DATABASE_URL (dropped afterwards),
 * optionally seeded. Each is a copy of a template migrated (and seeded) once per run
 * (tests/helpers/database-templates.ts). Installed as the app's database so real route handlers
 * use it.
 */
export function useTestDatabase(options: { seed?: boolean } = {}): {
  db: () => Database;
  handle: () => DatabaseHandle;
} {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  const kind = options.seed ? 'seeded' : 'migrated';

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabaseFromTemplate(adminUrl, kind);
      drop = created.drop;
      handle = openPostgres(created.url);
    } else {
      handle = await openPgliteFromTemplate(kind);
    }
    setDbForTests(handle);
  });

  afterAll(async () => {
    setDbForTests(undefined);
    await handle?.close();
    await drop?.();
  });

  return {
    db: () => {
      if (!handle) throw new Error('The test database is not ready yet');
      return handle.db;
    },
    handle: () => {
      if (!handle) throw new Error('The test database is not ready yet');
      return handle;
    },
  };
}
