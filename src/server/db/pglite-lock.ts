import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import lockfile from 'proper-lockfile';

/*
 * PGlite corrupts a data directory that two processes open at once, and takes no lock itself
 * (electric-sql/pglite#1106), so the directory is guarded by proper-lockfile: a lock directory
 * beside it, `<dir>.lockdir`, created atomically (mkdir) before PGlite opens the directory,
 * synchronously, as `openPglite` and `getDb` are. The holder refreshes the lock's mtime every
 * UPDATE_MS; a lock nobody refreshed for STALE_MS (its process was killed) is taken over, and a
 * holder whose lock was taken over meanwhile stops (onCompromised) rather than write on. A
 * process that exits, by a signal included, removes its lock (proper-lockfile's exit hook).
 *
 * A holder killed outright (SIGKILL, a crash) cannot remove it, and waiting STALE_MS for its lock
 * to go stale would refuse `npm start` after a crash for a minute. So the holder writes its
 * process id and host beside the lock (`<dir>.lockdir.owner`, beside: proper-lockfile removes the
 * lock directory with rmdir, which needs it empty); a lock whose owner is a process of this host
 * that no longer exists is taken over at once, as proper-lockfile takes over a stale one (removed,
 * then taken again). A holder that is only paused is alive, and keeps its lock.
 */

/**
 * How long a lock whose holder was killed (SIGKILL, a crash) keeps the next process out. Long,
 * because the holder refreshes its lock from a timer and PGlite runs on the same thread: opening
 * a new directory (initdb) or a long statement holds the event loop for seconds on a busy machine,
 * and a lock not refreshed for STALE_MS may be taken over from a live process.
 */
const STALE_MS = 60_000;
/** How often the holder refreshes its lock, and so how soon it learns that it lost it. */
const UPDATE_MS = 5_000;

/** The directory as the user named it: relative to the working directory when inside it. */
function displayPath(dataDir: string): string {
  const shown = relative(process.cwd(), dataDir);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : dataDir;
}

export class PgliteLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database at ${displayPath(dataDir)} is already open in another process ` +
        `(or was, by one on another host that stopped less than ${STALE_MS / 1000} s ago). ` +
        'Stop that process first (only one process may open the PGlite directory), ' +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'PgliteLockedError';
  }
}

export interface PgliteLock {
  path: string;
  /** Gives the lock up. */
  release(): Promise<void>;
}

export function lockPath(dataDir: string): string {
  return `${resolve(dataDir)}.lockdir`;
}

export function acquirePgliteLock(dataDir: string): PgliteLock {
  const absolute = resolve(dataDir);
  const path = lockPath(absolute);
  mkdirSync(dirname(path), { recursive: true });
  let release: () => void;
  try {
    if (ownerIsGone(path)) {
      rmSync(ownerPath(path), { force: true });
      rmSync(path, { recursive: true, force: true });
    }
    release = lockfile.lockSync(absolute, {
      lockfilePath: path,
      // The directory may not exist yet: PGlite creates it.
      realpath: false,
      stale: STALE_MS,
      update: UPDATE_MS,
      onCompromised: (error) => {
        process.stderr.write(
          `The lock on the embedded database at ${displayPath(absolute)} was lost ` +
            `(${error.message}); stopping so that no second process ` +
            'can open it alongside this one.\n',
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new PgliteLockedError(absolute);
    throw error;
  }
  writeFileSync(ownerPath(path), JSON.stringify({ pid: process.pid, host: hostname() }));
  let released = false;
  return {
    path,
    release: async () => {
      if (released) return;
      released = true;
      rmSync(ownerPath(path), { force: true });
      release();
    },
  };
}

const ownerPath = (path: string) => `${path}.owner`;

/** Whether the lock's recorded owner is a process of this host that no longer runs. */
function ownerIsGone(path: string): boolean {
  let owner: { pid?: unknown; host?: unknown };
  try {
    owner = JSON.parse(readFileSync(ownerPath(path), 'utf8')) as typeof owner;
  } catch {
    return false; // No owner recorded (or being written): the lock's own staleness decides.
  }
  if (typeof owner.pid !== 'number' || owner.host !== hostname() || owner.pid === process.pid)
    return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
