import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

function openFromAnotherProcess(dataDir: string) {
  return spawnSync(
    join('node_modules', '.bin', 'tsx'),
    ['tests/fixtures/open-pglite.ts', dataDir],
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
    const second = openFromAnotherProcess(dataDir);
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
