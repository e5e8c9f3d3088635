import { afterEach } from 'vitest';

process.env.APP_ENV ??= 'test';

/*
 * Queries sent at once on one pg client (a transaction's: `Promise.all` over `tx`) are queued by
 * pg 8 with a deprecation warning, once per process, and refused by pg 9. The test during which
 * the warning came fails, so the PostgreSQL pass finds every such read (the stack ends in pg and
 * Drizzle: the query was started by a promise job, so the test's name is what points to it).
 */
const seen = Symbol.for('shop.tests.concurrentClientQueries');
type Guarded = typeof globalThis & { [seen]?: string[] };
const guarded = globalThis as Guarded;
if (!guarded[seen]) {
  const found: string[] = [];
  guarded[seen] = found;
  process.on('warning', (warning) => {
    if (warning.message.includes('already executing a query'))
      found.push(warning.stack ?? warning.message);
  });
}
const found = guarded[seen];
afterEach(() => {
  if (found.length > 0)
    throw new Error(`Queries ran at once on one database client:\n${found.splice(0).join('\n')}`);
});
