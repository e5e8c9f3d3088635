import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '@/server/db/client';
import { customers, recipes } from '@/server/db/schema';
import { RECIPES } from '@/domain/catalog/recipes-data';
import {
  createPostgresDatabaseFromTemplate,
  openPgliteFromTemplate,
  TEST_SHARED_BUFFERS,
  type TemplateKind,
} from '../helpers/database-templates';
import { createOnDiskDatabase } from '../helpers/on-disk-database';

/** A copy of this run's template on the database the suite runs on (PGlite or DATABASE_URL). */
async function copyOf(
  kind: TemplateKind,
): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = await openPgliteFromTemplate(kind);
    return { handle, drop: () => handle.close() };
  }
  const created = await createPostgresDatabaseFromTemplate(adminUrl, kind);
  const handle = openPostgres(created.url);
  return {
    handle,
    drop: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

const rows = async (handle: DatabaseHandle, table: typeof recipes | typeof customers) =>
  (await handle.db.select({ n: count() }).from(table))[0]?.n;

describe('test databases copied from the run’s templates', () => {
  // The first copy of a run builds the templates: in a hook, as useTestDatabase does.
  beforeAll(async () => {
    await (await copyOf('seeded')).drop();
  });

  it('gives a migrated, empty database, or one with the seed, as the file asks', async () => {
    const migrated = await copyOf('migrated');
    const seeded = await copyOf('seeded');
    try {
      expect(await rows(migrated.handle, recipes)).toBe(0);
      expect(await rows(seeded.handle, recipes)).toBe(RECIPES.length);
      expect(await rows(seeded.handle, customers)).toBe(1);
    } finally {
      await migrated.drop();
      await seeded.drop();
    }
  });

  it('gives each copy its own data: writes in one never show in another', async () => {
    const first = await copyOf('seeded');
    try {
      await first.handle.db.insert(customers).values({ email: 'only-here@example.test' });
      const second = await copyOf('seeded');
      try {
        expect(await rows(first.handle, customers)).toBe(2);
        expect(await rows(second.handle, customers)).toBe(1);
      } finally {
        await second.drop();
      }
    } finally {
      await first.drop();
    }
  });

  it('starts a PGlite copy with shared buffers and log segments sized for a test database', async () => {
    // PGlite whichever engine the suite runs on: its copies are the ones opened per file. The
    // migrated template: on PostgreSQL this file builds it (from the migrated cache), not the seed.
    const handle = await openPgliteFromTemplate('migrated');
    try {
      const settings = (await handle.db.execute(
        sql`SELECT current_setting('shared_buffers') AS buffers,
                   current_setting('wal_segment_size') AS segment`,
      )) as unknown as { rows: { buffers: string; segment: string }[] };
      expect(settings.rows[0]).toEqual({ buffers: TEST_SHARED_BUFFERS, segment: '1MB' });
    } finally {
      await handle.close();
    }
  });

  it('restores the seeded template on disk for tests whose child processes open it', async () => {
    const database = await createOnDiskDatabase('template-copy');
    try {
      const handle = database.open();
      try {
        expect(await rows(handle, recipes)).toBe(RECIPES.length);
      } finally {
        await handle.close();
      }
    } finally {
      await database.drop();
    }
  });
});
