import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, recipes } from '@/server/db/schema';
import { openPgliteFromTemplate } from '../../../../tests/helpers/database-templates';
import { runSeed } from './index';

describe('runSeed', () => {
  it('gives a deployed shop its catalogue and no demo customer', async () => {
    // Migrated, not seeded: this run's template (initdb and every migration, done once a run).
    const handle = await openPgliteFromTemplate('migrated');
    try {
      await runSeed(handle.db, undefined, { demo: false });
      expect((await handle.db.select().from(recipes)).length).toBeGreaterThan(0);
      const demo = await handle.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'demo@ollie.example'));
      expect(demo).toEqual([]);
      await runSeed(handle.db);
      expect(
        await handle.db.select().from(customers).where(eq(customers.email, 'demo@ollie.example')),
      ).toHaveLength(1);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
