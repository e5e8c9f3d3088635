/**
 * One process's copy of the shop-wide maintenance switch, so the proxy does not query the
 * database on every request. Rules (tested in maintenance-cache.test.ts):
 * - A read is trusted for `ttlMs` (2 s): every instance follows a change within about that long.
 * - When it is stale, the next request refreshes it and waits for the answer at most `waitMs`;
 *   requests that arrive while that refresh is in flight go on with the last known state rather
 *   than pile up behind it. Only a cold process (nothing known yet) makes every request wait.
 * - A failed or slow read keeps the last known state and is tried again once the TTL has passed.
 *   A cold process that cannot read the database treats the switch as off: with no database the
 *   shop's pages fail on their own, and MAINTENANCE_MODE=true is the way to show the
 *   maintenance page through a database outage.
 * - `remember` records a change this process has just committed, so the instance that took the
 *   owner's change obeys at once; a read that started before it cannot overwrite it.
 */
export interface MaintenanceCacheOptions {
  /** Reads the switch from the database. */
  read: () => Promise<boolean>;
  /** A monotonic clock in milliseconds (injectable: tests move time themselves). */
  now?: () => number;
  ttlMs?: number;
  waitMs?: number;
  /** Resolves after `ms`; injectable so a test decides when a slow read is given up on. */
  delay?: (ms: number) => Promise<void>;
  /** Told when reads start failing (once, not on every retry while they keep failing). */
  onReadError?: (error: unknown) => void;
}

export const MAINTENANCE_CACHE_TTL_MS = 2_000;
const WAIT_MS = 300;

function unrefDelay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

export class MaintenanceCache {
  private readonly read: () => Promise<boolean>;
  private readonly now: () => number;
  private readonly ttlMs: number;
  private readonly waitMs: number;
  private readonly delay: (ms: number) => Promise<void>;
  private readonly onReadError: (error: unknown) => void;
  private known: boolean | undefined;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<void> | undefined;
  private generation = 0;
  private failing = false;

  constructor(options: MaintenanceCacheOptions) {
    this.read = options.read;
    this.now = options.now ?? (() => performance.now());
    this.ttlMs = options.ttlMs ?? MAINTENANCE_CACHE_TTL_MS;
    this.waitMs = options.waitMs ?? WAIT_MS;
    this.delay = options.delay ?? unrefDelay;
    this.onReadError = options.onReadError ?? (() => undefined);
  }

  /** Whether the switch is on, as far as this process knows within the TTL. */
  async isOn(): Promise<boolean> {
    if (this.now() - this.checkedAt < this.ttlMs) return this.known ?? false;
    if (this.refreshing && this.known !== undefined) return this.known;
    this.refreshing ??= this.refresh();
    await Promise.race([this.refreshing, this.delay(this.waitMs)]);
    return this.known ?? false;
  }

  /** A change this process has just committed: obeyed here at once. */
  remember(enabled: boolean): void {
    this.generation += 1;
    this.known = enabled;
    this.checkedAt = this.now();
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    try {
      const enabled = await this.read();
      if (generation === this.generation) this.known = enabled;
      this.failing = false;
    } catch (error) {
      if (!this.failing) this.onReadError(error);
      this.failing = true;
    } finally {
      if (generation === this.generation) this.checkedAt = this.now();
      this.refreshing = undefined;
    }
  }
}
