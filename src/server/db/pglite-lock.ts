import type { ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { pauseSync, tryHoldLock, type LockTool } from './pglite-lock-holder';

/**
 * PGlite corrupts a data directory that two processes open at once, so the directory is guarded
 * by an exclusive kernel lock (flock) on a file beside it, `<dir>.lock`, that is never deleted
 * (deleting a locked file would let the next opener lock a new file while the holder keeps the
 * old one). The lock is held by a child process tied to ours (see pglite-lock-holder), and taken
 * before PGlite opens the directory, synchronously, as `openPglite` and `getDb` are.
 *
 * Why not something simpler:
 * - a lock file created with O_EXCL (or link) and judged stale by its pid and host: deciding that
 *   a holder is dead, then deleting its file, races with another process doing the same, and a
 *   holder on another host cannot be checked at all;
 * - a synchronous probe (`flock -n` that exits at once) before opening: the lock is gone by the
 *   time PGlite opens, so two processes can both pass it;
 * - taking the lock inside PGlite's start-up (its `fs` option takes a Filesystem whose `init` is
 *   async): the refusal would only surface on the first query;
 * - leases renewed by a heartbeat: a holder paused for longer than the lease would lose the lock
 *   while still writing.
 * Node 20 cannot call flock(2) itself, so a child holds it for us. The file's contents (our pid
 * and host) only word the refusal; they never decide anything.
 */

/** The directory as the user named it: relative to the working directory when inside it. */
function displayPath(dataDir: string): string {
  const shown = relative(process.cwd(), dataDir);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : dataDir;
}

interface Holder {
  pid: number;
  host: string;
}

function describeHolder(holder: Holder | null): string {
  if (!holder) return 'another process';
  const host = holder.host && holder.host !== hostname() ? ` on host ${holder.host}` : '';
  return `process ${holder.pid}${host}`;
}

export class PgliteLockedError extends Error {
  constructor(dataDir: string, holder: Holder | null) {
    super(
      `The embedded database at ${displayPath(dataDir)} is already open in ${describeHolder(holder)}. ` +
        'Stop that process first (only one process may open the PGlite directory), ' +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'PgliteLockedError';
  }
}

export interface PgliteLock {
  path: string;
  /** The helper process that holds the kernel lock for us. */
  helperPid: number;
  /** Gives the lock up; resolves once the kernel has released it. */
  release(): Promise<void>;
}

export interface LockOptions {
  /**
   * How long to keep trying while another process holds the lock. A holder that has just died
   * lets go a moment later (its lock helper sees the end of its pipe), so a restart right after a
   * crash must not be refused.
   */
  waitMs?: number;
  tool?: LockTool;
}

// Locks this process holds. On globalThis because Next may load this module once per route
// bundle; all of them share one process. (The kernel would refuse a second lock from this
// process too, only after the wait, and without saying that it is this process.)
const held = ((globalThis as { __pgliteLocks?: Set<string> }).__pgliteLocks ??= new Set());

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (typeof parsed.pid !== 'number') return null;
    return { pid: parsed.pid, host: typeof parsed.host === 'string' ? parsed.host : '' };
  } catch {
    return null;
  }
}

export function lockPath(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

export function acquirePgliteLock(dataDir: string, options: LockOptions = {}): PgliteLock {
  const absolute = resolve(dataDir);
  const path = lockPath(absolute);
  if (held.has(path)) throw new PgliteLockedError(absolute, { pid: process.pid, host: hostname() });
  mkdirSync(dirname(path), { recursive: true });
  // Created here so that a permission problem is reported as such, not as a silent helper.
  closeSync(openSync(path, 'a'));
  const deadline = performance.now() + (options.waitMs ?? 2000);
  for (;;) {
    const attempt = tryHoldLock(path, options.tool);
    if (attempt.verdict === 'locked') return holdLock(absolute, path, attempt.child);
    if (attempt.verdict === 'missing') {
      throw new Error(
        `The embedded database at ${displayPath(absolute)} needs flock(1) (util-linux) or perl ` +
          'to lock its directory against a second process: install one, or set DATABASE_URL ' +
          'to use a PostgreSQL server.',
      );
    }
    if (attempt.verdict === 'error') {
      throw new Error(`Could not lock the embedded database at ${path}: ${attempt.detail}`);
    }
    if (performance.now() >= deadline) throw new PgliteLockedError(absolute, readHolder(path));
    pauseSync(50);
  }
}

function holdLock(dataDir: string, path: string, child: ChildProcess): PgliteLock {
  held.add(path);
  try {
    // Only for the message a refused opener shows: written while we hold the lock. The machine's
    // time, as an operator reading the message compares it with the machine's.
    // eslint-disable-next-line shop/no-real-clock
    writeFileSync(path, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date() }));
  } catch {
    // The lock is what counts; a refused opener then names no process.
  }
  // The helper ignores the signals a group receives; if it is killed anyway, this process no
  // longer excludes others and must not go on writing the directory.
  const lost = (code: number | null, signal: NodeJS.Signals | null) => {
    held.delete(path);
    process.stderr.write(
      `The lock on the embedded database at ${displayPath(dataDir)} was lost (its helper ` +
        `process ended: ${signal ?? `exit ${code}`}); stopping so that no second process ` +
        'can open it alongside this one.\n',
    );
    process.exit(1);
  };
  child.once('exit', lost);
  let released: Promise<void> | undefined;
  return {
    path,
    helperPid: child.pid!,
    release() {
      released ??= new Promise<void>((done) => {
        child.off('exit', lost);
        held.delete(path);
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        // Waited for: whoever closes the database may open it again at once.
        child.ref();
        child.stdin?.end();
      });
      return released;
    },
  };
}
