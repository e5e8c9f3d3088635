import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type Reads = readonly (() => unknown)[];

/**
 * Independent reads: at once on the pool (each takes a connection of its own), one after another
 * inside a transaction, whose one connection runs one query at a time. pg queues a query sent
 * while its client is busy, with a deprecation warning, and pg 9 refuses it
 * (tests/setup/node.ts fails a test that does it).
 */
export async function readAll<const T extends Reads>(
  db: Database,
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
