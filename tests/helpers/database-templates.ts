import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { inject } from 'vitest';
import { openPgliteInMemory, openPostgres, type DatabaseHandle } from '@/server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@/server/db/migrate';
import { runSeed } from '@/server/db/seed';
import { invalidateCatalog } from '@/server/services/catalog/catalog-repository';
import { templateDatabaseName } from '../setup/database-templates';

/** What a test file starts from: every migration applied, optionally the seed on top. */
export type TemplateKind = 'migrated' | 'seeded';

function runTemplates(): { runId: string; dir: string } {
  const provided = inject('testDatabaseTemplates');
  if (!provided) throw new Error('tests/setup/database-templates.ts is not the global set-up');
  return provided;
}

// Any constant works; distinct from the app's migration lock (src/server/db/migrate.ts).
const TEMPLATE_LOCK_KEY = 74_120_502;

// --- PGlite -------------------------------------------------------------------------------------

/**
 * A PGlite test database is a few megabytes, and every test file opens a copy of the template's
 * whole data directory (a tarball, copied into the WebAssembly file system and read from there):
 * - initdb's 16 MB write-ahead log segments, mostly zeros, were 17 of the migrated template's
 *   42 MB; the templates start with 1 MB segments (32 MB, 6 of them log);
 * - PostgreSQL's default 128 MB of shared buffers were set up in every copy for data that fits in
 *   a few (dumpOf sets them; a copy reads the setting as it starts).
 * Together about 40 % of a copy's CPU (measured on the 2-core machine).
 * tests/tooling/database-templates.test.ts checks what a copy runs with.
 */
const TEST_INITDB_PARAMS = ['--wal-segsize=1'];
export const TEST_SHARED_BUFFERS = '16MB';

/** Kept across runs: starting an empty PGlite runs initdb (seconds), migrating it takes more. */
const MIGRATED_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'shop-test-db');

/** Names the cached migrated data directory by everything that shapes it. */
function migratedCacheKey(): string {
  const hash = createHash('sha256');
  const pglite = join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  hash.update(TEST_INITDB_PARAMS.join(' '));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.sql') && !file.endsWith('_journal.json')) continue;
    hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The data directory as a tarball, checkpointed first: a copy then starts without replaying the
 * write-ahead log since the last checkpoint (about 100 ms less CPU per test file that opens one).
 */
async function dumpOf(handle: DatabaseHandle, compression: 'gzip' | 'none'): Promise<Buffer> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await client.exec(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
  await client.exec('CHECKPOINT');
  return Buffer.from(await (await client.dumpDataDir(compression)).arrayBuffer());
}

/** Written aside and renamed: two workers may build the same file at once, and both are fine. */
function writeAtomically(path: string, content: Buffer): void {
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content);
  renameSync(draft, path);
}

async function openCachedMigratedPglite(): Promise<DatabaseHandle> {
  const path = join(MIGRATED_CACHE_DIR, `${migratedCacheKey()}.tar.gz`);
  if (existsSync(path)) return openPgliteInMemory(new Blob([new Uint8Array(readFileSync(path))]));
  const handle = openPgliteInMemory(undefined, { initDbStartParams: TEST_INITDB_PARAMS });
  await runMigrations(handle);
  mkdirSync(MIGRATED_CACHE_DIR, { recursive: true });
  writeAtomically(path, await dumpOf(handle, 'gzip'));
  return handle;
}

/** Whether this process won the right to build `path` (its `.building` file did not exist). */
function claimBuild(path: string): boolean {
  try {
    closeSync(openSync(`${path}.building`, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Waits for another worker's build of `path`; false if it has not appeared by the deadline. */
async function builtByAnother(path: string, timeoutMs = 120_000): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!existsSync(path)) {
    if (performance.now() > deadline) return false;
    // A poll with a deadline (above): the file is renamed into place when complete.
    // eslint-disable-next-line shop/no-fixed-waits
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** This run's template of the given kind, uncompressed (restoring skips the gunzip). */
async function pgliteTemplate(kind: TemplateKind): Promise<string> {
  const path = join(runTemplates().dir, `${kind}.tar`);
  if (existsSync(path)) return path;
  // The first files of a run start together, one per worker: one builds, the others wait for
  // it instead of each building the same template (a worker that gave up builds its own).
  if (!claimBuild(path) && (await builtByAnother(path))) return path;
  const handle =
    kind === 'migrated'
      ? await openCachedMigratedPglite()
      : openPgliteInMemory(
          new Blob([new Uint8Array(readFileSync(await pgliteTemplate('migrated')))]),
        );
  try {
    // Once a run: on the cached copy a no-op that checks it matches the migrations.
    if (kind === 'migrated') await runMigrations(handle);
    else await runSeed(handle.db);
    writeAtomically(path, await dumpOf(handle, 'none'));
  } finally {
    await handle.close();
  }
  return path;
}

/** A new in-memory PGlite restored from this run's template (a documented `loadDataDir`). */
export async function openPgliteFromTemplate(kind: TemplateKind): Promise<DatabaseHandle> {
  const tarball = readFileSync(await pgliteTemplate(kind));
  const handle = openPgliteInMemory(new Blob([new Uint8Array(tarball)]));
  if (kind === 'seeded') invalidateCatalog();
  return handle;
}

/**
 * Writes this run's template of the kind into a new PGlite data directory on disk (for tests
 * whose child processes open the database too).
 */
export async function restorePgliteTemplateTo(dataDir: string, kind: TemplateKind): Promise<void> {
  const tarball = readFileSync(await pgliteTemplate(kind));
  mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
  await client.waitReady;
  await client.close();
}

// --- PostgreSQL ---------------------------------------------------------------------------------

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds this run's template of the kind unless it exists; the caller holds the lock. */
async function ensurePostgresTemplate(
  admin: Client,
  adminUrl: string,
  kind: TemplateKind,
): Promise<string> {
  const { runId } = runTemplates();
  const name = templateDatabaseName(runId, kind);
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount) return name;
  // Built under another name and renamed when complete, so no file ever clones a half-built one.
  const draft = `${name}_draft`;
  await admin.query(`DROP DATABASE IF EXISTS ${draft} WITH (FORCE)`);
  if (kind === 'migrated') await admin.query(`CREATE DATABASE ${draft}`);
  else {
    const migrated = await ensurePostgresTemplate(admin, adminUrl, 'migrated');
    await admin.query(`CREATE DATABASE ${draft} TEMPLATE ${migrated}`);
  }
  const handle = openPostgres(databaseUrl(adminUrl, draft));
  try {
    if (kind === 'migrated') await runMigrations(handle);
    else await runSeed(handle.db);
  } finally {
    await handle.close();
  }
  await admin.query(`ALTER DATABASE ${draft} RENAME TO ${name}`);
  return name;
}

/**
 * A throwaway database on the server named by `adminUrl`, copied from this run's template with
 * `CREATE DATABASE … TEMPLATE` (a copy instead of running every migration again). As a file
 * copy: PostgreSQL 15's default strategy writes every block of the template to the log, which
 * for a database this small took longer (81-241 ms a copy against 47-50 ms, measured).
 */
export async function createPostgresDatabaseFromTemplate(
  adminUrl: string,
  kind: TemplateKind,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    let template: string;
    try {
      template = await ensurePostgresTemplate(admin, adminUrl, kind);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`);
  } finally {
    await admin.end();
  }
  if (kind === 'seeded') invalidateCatalog();
  return {
    url: databaseUrl(adminUrl, name),
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
