import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import route from '@/pages/api/v3/ready';
import { openPglite, openPostgres, setDbForTests } from '@/server/db/client';
import { setDraining, setWarming } from '@/server/startup/draining';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

type Rows<T> = { rows: T[] };

describe('GET /api/v3/ready/', () => {
  const database = useTestDatabase();
  const call = useRoute(route);
  afterEach(() => {
    setDraining(false);
    setWarming(false);
  });

  it('is ready when the database answers, its migrations are current and the process serves', async () => {
    const response = await call({ url: '/api/v3/ready/' });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      status: 'ready',
      checks: { serving: 'ok', database: 'ok', migrations: 'ok' },
      failed: [],
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the serving check while a fresh instance warms up', async () => {
    setWarming(true);
    const response = await call({ url: '/api/v3/ready/' });
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({
      status: 'not_ready',
      checks: { serving: 'warming', database: 'ok', migrations: 'ok' },
      failed: ['serving'],
    });
    setWarming(false);
    expect((await call({ url: '/api/v3/ready/' })).status).toBe(200);
  });

  it('answers 503 naming the draining check once the process was asked to stop', async () => {
    setDraining(true);
    const response = await call({ url: '/api/v3/ready/' });
    expect(response.status).toBe(503);
    expect(response.json).toMatchObject({
      status: 'not_ready',
      checks: { serving: 'draining', database: 'ok', migrations: 'ok' },
      failed: ['serving'],
    });
  });

  it('answers 503 naming the migrations when the database lacks the newest one', async () => {
    const { db } = database.handle();
    const removed = (await db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at::text as created_at`,
    )) as unknown as Rows<{ hash: string; created_at: string }>;
    expect(removed.rows).toHaveLength(1);
    try {
      const response = await call({ url: '/api/v3/ready/' });
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({
        status: 'not_ready',
        checks: { migrations: 'behind', database: 'ok' },
        failed: ['migrations'],
      });
    } finally {
      const [{ hash, created_at: createdAt }] = removed.rows as [
        { hash: string; created_at: string },
      ];
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${hash}, ${createdAt}::bigint)`,
      );
    }
    expect((await call({ url: '/api/v3/ready/' })).status).toBe(200);
  });

  it('answers 503 naming the database when PostgreSQL cannot be reached', async () => {
    // Nothing listens on port 9 of the loopback interface.
    const unreachable = openPostgres('postgresql://nobody@127.0.0.1:9/none');
    setDbForTests(unreachable);
    try {
      const response = await call({ url: '/api/v3/ready/' });
      expect(response.status).toBe(503);
      expect(response.json).toEqual({
        status: 'not_ready',
        checks: { serving: 'ok', database: 'unreachable', migrations: 'unknown' },
        failed: ['database'],
      });
    } finally {
      await unreachable.close();
      setDbForTests(database.handle());
    }
  });

  it('answers 503 naming the database when the embedded database is closed', async () => {
    const closed = openPglite();
    await closed.close();
    setDbForTests(closed);
    try {
      const response = await call({ url: '/api/v3/ready/' });
      expect(response.status).toBe(503);
      expect(response.json).toMatchObject({ failed: ['database'] });
    } finally {
      setDbForTests(database.handle());
    }
  });

  it('answers 405 to anything but GET', async () => {
    const response = await call({ method: 'POST', url: '/api/v3/ready/' });
    expect(response.status).toBe(405);
  });
});
