import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname, isAbsolute, relative, resolve } from 'node:path';

/**
 * PGlite corrupts a data directory that two processes open at once, so the directory gets an
 * exclusive lock file beside it (`<dir>.lock`) naming its holder. A lock whose holder has died
 * (or whose pid now belongs to another process, or was written before a reboot) is taken over.
 */
/** The directory as the user named it: relative to the working directory when inside it. */
function displayPath(dataDir: string): string {
  const shown = relative(process.cwd(), dataDir);
  return shown && !shown.startsWith('..') && !isAbsolute(shown) ? shown : dataDir;
}

export class PgliteLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database at ${displayPath(dataDir)} is already open in process ${pid}. ` +
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

interface Holder {
  pid: number;
  host: string;
  nonce: string;
  bootId: string | null;
  startTicks: string | null;
}

// Locks this process holds, by lock path. On globalThis because Next may load this module once
// per route bundle; all of them share one process.
const held = ((globalThis as { __pgliteLocks?: Map<string, string> }).__pgliteLocks ??= new Map());

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Linux identifies a process incarnation by its pid plus its start time in clock ticks since boot
 * (field 22 of /proc/<pid>/stat), and a boot by its boot id. Null where /proc is not available.
 */
function processStartTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name start at field 3.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function readHolder(path: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      host: typeof parsed.host === 'string' ? parsed.host : '',
      nonce: typeof parsed.nonce === 'string' ? parsed.nonce : '',
      bootId: typeof parsed.bootId === 'string' ? parsed.bootId : null,
      startTicks: typeof parsed.startTicks === 'string' ? parsed.startTicks : null,
    };
  } catch {
    return null;
  }
}

/** Whether the holder named in a lock file still has the directory open. */
function holderIsActive(path: string, holder: Holder): boolean {
  if (holder.pid === process.pid) return held.get(path) === holder.nonce;
  // A lock from another machine (a recreated container has a new hostname) cannot be checked;
  // PGlite is single-host, so it is taken to be stale.
  if (holder.host && holder.host !== hostname()) return false;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  if (!processIsAlive(holder.pid)) return false;
  // The pid is alive, but it may have been reused by another process after the holder died
  // (containers start every process tree at pid 1).
  const ticks = processStartTicks(holder.pid);
  return !(holder.startTicks && ticks && holder.startTicks !== ticks);
}

export function lockPath(dataDir: string): string {
  return `${resolve(dataDir)}.lock`;
}

/** Creates the lock file atomically; false when one already exists. */
function tryCreate(path: string, nonce: string): boolean {
  // Written in full under a private name, then linked into place: link() fails when the lock
  // exists, and the lock is never seen half-written (which would look like a stale one).
  const draft = `${path}.${nonce}.tmp`;
  const content = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    nonce,
    bootId: bootId(),
    startTicks: processStartTicks(process.pid),
  };
  writeFileSync(draft, JSON.stringify(content));
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    // A file system without hard links: exclusive create, with a short half-written window.
    try {
      writeFileSync(path, JSON.stringify(content), { flag: 'wx' });
      return true;
    } catch (createError) {
      if ((createError as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw createError;
    }
  } finally {
    unlinkSync(draft);
  }
}

export function acquirePgliteLock(dataDir: string): PgliteLock {
  const absolute = resolve(dataDir);
  const path = lockPath(absolute);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const nonce = randomUUID();
    if (tryCreate(path, nonce)) {
      held.set(path, nonce);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (held.get(path) === nonce) held.delete(path);
        // Only our own lock is removed, never one that replaced it.
        if (readHolder(path)?.nonce !== nonce) return;
        try {
          unlinkSync(path);
        } catch {
          // Already gone.
        }
      };
      process.on('exit', release);
      return { path, release };
    }
    const holder = readHolder(path);
    if (holder && holderIsActive(path, holder)) throw new PgliteLockedError(absolute, holder.pid);
    // Stale (its process is gone) or unreadable: take it over.
    if (holder?.host && holder.host !== hostname()) {
      console.warn(`Taking over the PGlite lock ${path} left by host ${holder.host}.`);
    }
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not lock the embedded database at ${absolute}; try again.`);
}
