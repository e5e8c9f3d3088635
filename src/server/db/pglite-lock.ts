import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, relative, resolve } from 'node:path';

/**
 * PGlite corrupts a data directory that two processes open at once, so the directory gets an
 * exclusive lock file beside it. A lock left by a process that has died is taken over.
 */
export class PgliteLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${relative(process.cwd(), dataDir) || dataDir} is already open in process ${pid}. ` +
        'Stop that process first (only one process may open the PGlite directory), ' +
        'or set DATABASE_URL to use a PostgreSQL server.',
    );
    this.name = 'PgliteLockedError';
  }
}

export interface PgliteLock {
  path: string;
  release(): void;
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): { pid: number; host: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, host: String(parsed.host ?? '') }
      : null;
  } catch {
    return null;
  }
}

export function lockPath(dataDir: string): string {
  const absolute = resolve(dataDir);
  return `${absolute}.lock`;
}

export function acquirePgliteLock(dataDir: string): PgliteLock {
  const absolute = resolve(dataDir);
  const path = lockPath(absolute);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }),
      );
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        const holder = readHolder(path);
        if (holder?.pid === process.pid) unlinkSync(path);
      };
      process.on('exit', release);
      return { path, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(path);
      const sameHost = !holder?.host || holder.host === hostname();
      if (holder && holder.pid !== process.pid && sameHost && processIsAlive(holder.pid)) {
        throw new PgliteLockedError(absolute, holder.pid);
      }
      if (holder?.pid === process.pid) throw new PgliteLockedError(absolute, holder.pid);
      // Stale: its process is gone (or the file is unreadable). Take it over.
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock ${absolute}`);
}
