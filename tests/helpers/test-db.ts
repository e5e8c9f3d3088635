import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { afterAll, beforeAll } from 'vitest';
import {
  openPgliteInMemory,
  openPostgres,
  setDbForTests,
  type Database,
  type DatabaseHandle,
} from '@/server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@/server/db/migrate';
import { runSeed } from '@/server/db/seed';

export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

const TEMPLATE_DIR = join(process.cwd(), 'node_modules', '.cache', 'shop-test-db');

/** Names the migrated template by everything that shapes it: the migrations and PGlite itself. */
function templateKey(): string {
  const hash = createHash('sha256');
  const pgliteVersion = (
    JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ) as { version: string }
  ).version;
  hash.update(pgliteVersion);
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A new in-memory PGlite with every migration applied. Starting PGlite runs initdb (about 4 s
 * here), so the migrated data directory is built once, kept as a tarball keyed by the migrations,
 * and restored for each test file (well under 1 s). Migrations still run on it, as a no-op check.
 */
async function openMigratedPglite(): Promise<DatabaseHandle> {
  const path = join(TEMPLATE_DIR, `${templateKey()}.tar.gz`);
  let tarball: Buffer | undefined;
  try {
    tarball = readFileSync(path);
  } catch {
    tarball = undefined;
  }
  if (tarball) {
    const handle = openPgliteInMemory(new Blob([new Uint8Array(tarball)]));
    await runMigrations(handle);
    return handle;
  }
  const handle = openPgliteInMemory();
  await runMigrations(handle);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  // Written aside and renamed: parallel workers may build it at the same time.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, dump);
  renameSync(draft, path);
  return handle;
}

/**
 * A fresh, migrated database for the current test file: in-memory PGlite by default, or a
 * throwaway database on the PostgreSQL server named by DATABASE_URL (dropped afterwards),
 * optionally seeded. Installed as the app's database so real route handlers use it.
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
      await runMigrations(handle);
    } else {
      handle = await openMigratedPglite();
    }
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
