import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import {
  openPglite,
  openPostgres,
  setDbForTests,
  type Database,
  type DatabaseHandle,
} from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { runSeed } from '@/server/db/seed';

async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for the current test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server named by DATABASE_URL, optionally seeded with the
 * catalogue. Installed as the app's database so real route handlers use it.
 */
export function useTestDatabase(options: { seed?: boolean } = {}): {
  db: () => Database;
  handle: () => DatabaseHandle;
} {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      const created = await createPostgresDatabase(adminUrl);
      drop = created.drop;
      handle = openPostgres(created.url);
    } else {
      handle = openPglite();
    }
    await runMigrations(handle);
    if (options.seed) await runSeed(handle.db);
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
