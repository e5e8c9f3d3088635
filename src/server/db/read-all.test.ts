import { PgTransaction } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { readAll } from './read-all';

/** Reads that log when they start and end, each ending only when the test lets it. */
function loggedReads(count: number) {
  const log: string[] = [];
  const finish: (() => void)[] = [];
  const reads = Array.from({ length: count }, (_, index) => () => {
    log.push(`start ${index}`);
    return new Promise<number>((resolve) => {
      finish[index] = () => {
        log.push(`end ${index}`);
        resolve(index * 10);
      };
    });
  });
  return { log, finish, reads };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('readAll', () => {
  it('starts every read at once on the pool', async () => {
    const { log, finish, reads } = loggedReads(3);
    const all = readAll({} as Database, reads);
    await settle();
    expect(log).toEqual(['start 0', 'start 1', 'start 2']);
    finish.forEach((end) => end());
    expect(await all).toEqual([0, 10, 20]);
  });

  it('runs reads one after another inside a transaction, in order', async () => {
    const { log, finish, reads } = loggedReads(3);
    const tx = Object.create(PgTransaction.prototype) as Database;
    const all = readAll(tx, reads);
    for (let index = 0; index < 3; index += 1) {
      await settle();
      expect(log.at(-1)).toBe(`start ${index}`);
      finish[index]!();
    }
    expect(await all).toEqual([0, 10, 20]);
    expect(log).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
  });
});
