import { mkdirSync } from 'node:fs';
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
        `(or was, by one killed less than ${STALE_MS / 1000} s ago). ` +
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
  let released = false;
  return {
    path,
    release: async () => {
      if (released) return;
      released = true;
      release();
    },
  };
}
