import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquirePgliteLock, lockPath, PgliteLockedError } from './pglite-lock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs openPglite (or, lock-only, just the lock) on the directory in a separate process. */
function openFromAnotherProcess(dataDir: string, mode: '--lock-only' | '' = '') {
  return spawnSync(
    join('node_modules', '.bin', 'tsx'),
    ['tests/fixtures/open-pglite.ts', dataDir, ...(mode ? [mode] : [])],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

describe('PGlite directory lock', () => {
  it('refuses a second process with a clear message while the first holds the directory', () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    try {
      const second = openFromAnotherProcess(dataDir);
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(`is already open in process ${process.pid}`);
      expect(second.stderr).toContain('set DATABASE_URL');
    } finally {
      lock.release();
    }
  });

  it('lets the next process in once the first has released it', () => {
    const dataDir = freshDir();
    acquirePgliteLock(dataDir).release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
    // Lock only: opening a new PGlite directory runs initdb, seconds that prove nothing here.
    const second = openFromAnotherProcess(dataDir, '--lock-only');
    expect(second.stderr).toBe('');
    expect(second.stdout.trim()).toBe('opened');
  });

  it('takes over a lock left behind by a process that has died', () => {
    const dataDir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: dead.pid, host: '' }));
    const lock = acquirePgliteLock(dataDir);
    lock.release();
  });

  it('takes over a lock naming this very pid that this process never took (a restarted container)', () => {
    const dataDir = freshDir();
    writeFileSync(
      lockPath(dataDir),
      JSON.stringify({ pid: process.pid, host: hostname(), since: new Date(0).toISOString() }),
    );
    const lock = acquirePgliteLock(dataDir);
    expect(JSON.parse(readFileSync(lockPath(dataDir), 'utf8')).nonce).toBeTruthy();
    lock.release();
    expect(existsSync(lockPath(dataDir))).toBe(false);
  });

  it.runIf(process.platform === 'linux')(
    'tells a live holder from a live process that merely reuses its pid',
    async () => {
      const dataDir = freshDir();
      const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        await new Promise((resolve) => sleeper.once('spawn', resolve));
        const stat = readFileSync(`/proc/${sleeper.pid}/stat`, 'utf8');
        const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
        const writeLock = (ticks: string | undefined) =>
          writeFileSync(
            lockPath(dataDir),
            JSON.stringify({ pid: sleeper.pid, host: hostname(), startTicks: ticks }),
          );
        // The lock names that process as it is: it holds the directory.
        writeLock(startTicks);
        expect(() => acquirePgliteLock(dataDir)).toThrow(
          `is already open in process ${sleeper.pid}`,
        );
        // Same pid, another start time: the holder died and its pid was reused. Stale.
        writeLock('1');
        acquirePgliteLock(dataDir).release();
      } finally {
        sleeper.kill();
      }
    },
  );

  it('refuses the same process opening it twice', () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    try {
      expect(() => acquirePgliteLock(dataDir)).toThrow(PgliteLockedError);
    } finally {
      lock.release();
    }
  });
});
