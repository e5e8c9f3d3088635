import { describe, expect, it, vi } from 'vitest';
import { MaintenanceCache } from './maintenance-cache';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A cache over a fake database row and a clock the test moves; a wait never times out by itself. */
function setUp() {
  const state = { stored: false, time: 0, failWith: undefined as Error | undefined };
  const pendingReads: Deferred<boolean>[] = [];
  const waits: Deferred<void>[] = [];
  let holdReads = false;
  const read = vi.fn(async () => {
    if (holdReads) {
      const pending = deferred<boolean>();
      pendingReads.push(pending);
      return pending.promise;
    }
    if (state.failWith) throw state.failWith;
    return state.stored;
  });
  const onReadError = vi.fn();
  const cache = new MaintenanceCache({
    read,
    now: () => state.time,
    ttlMs: 2_000,
    waitMs: 300,
    delay: () => {
      const wait = deferred<void>();
      waits.push(wait);
      return wait.promise;
    },
    onReadError,
  });
  return {
    cache,
    state,
    read,
    onReadError,
    pendingReads,
    waits,
    holdReads: (hold: boolean) => {
      holdReads = hold;
    },
  };
}

describe('the maintenance switch cache', () => {
  it('reads the database once per TTL and sees a change once the TTL has passed', async () => {
    const { cache, state, read } = setUp();
    expect(await cache.isOn()).toBe(false);
    state.stored = true;
    state.time = 1_999;
    expect(await cache.isOn()).toBe(false);
    expect(read).toHaveBeenCalledTimes(1);
    state.time = 2_000;
    expect(await cache.isOn()).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads once for requests that arrive together on a cold start', async () => {
    const { cache, state, read } = setUp();
    state.stored = true;
    expect(await Promise.all([cache.isOn(), cache.isOn(), cache.isOn()])).toEqual([
      true,
      true,
      true,
    ]);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps the last known state while the database cannot be read, and tries again after the TTL', async () => {
    const { cache, state, read, onReadError } = setUp();
    state.stored = true;
    expect(await cache.isOn()).toBe(true);
    state.failWith = new Error('connection refused');
    state.time = 2_000;
    expect(await cache.isOn()).toBe(true);
    state.time = 3_000;
    expect(await cache.isOn()).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    state.time = 4_000;
    expect(await cache.isOn()).toBe(true);
    expect(read).toHaveBeenCalledTimes(3);
    // Reported when reads start failing, not on every retry.
    expect(onReadError).toHaveBeenCalledTimes(1);

    state.failWith = undefined;
    state.stored = false;
    state.time = 6_000;
    expect(await cache.isOn()).toBe(false);
  });

  it('treats the switch as off on a cold start that cannot read the database', async () => {
    const { cache, state, onReadError } = setUp();
    state.failWith = new Error('connection refused');
    expect(await cache.isOn()).toBe(false);
    expect(onReadError).toHaveBeenCalledWith(state.failWith);
  });

  it('gives up waiting on a slow read with the last known state; others do not queue behind it', async () => {
    const { cache, state, read, pendingReads, waits, holdReads } = setUp();
    state.stored = true;
    expect(await cache.isOn()).toBe(true);
    waits.length = 0;

    holdReads(true);
    state.time = 2_000;
    const waiting = cache.isOn();
    await vi.waitFor(() => expect(waits).toHaveLength(1));
    // A request arriving meanwhile is answered at once from what is known, with no second read.
    expect(await cache.isOn()).toBe(true);
    expect(read).toHaveBeenCalledTimes(2);
    waits[0]!.resolve();
    expect(await waiting).toBe(true);

    // The slow read lands later: from then on its answer counts.
    pendingReads[0]!.resolve(false);
    await vi.waitFor(async () => expect(await cache.isOn()).toBe(false));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('obeys a change this process committed at once, even over a read already in flight', async () => {
    const { cache, state, pendingReads, holdReads } = setUp();
    expect(await cache.isOn()).toBe(false);

    holdReads(true);
    state.time = 2_500;
    const stale = cache.isOn();
    await vi.waitFor(() => expect(pendingReads).toHaveLength(1));
    cache.remember(true);
    // The read began before the change was committed: its "off" is older than what we know.
    pendingReads[0]!.resolve(false);
    await stale;
    expect(await cache.isOn()).toBe(true);
    state.time = 4_499;
    expect(await cache.isOn()).toBe(true);
  });
});
