import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acquirePgliteLock, lockPath, PgliteLockedError } from './pglite-lock';

const dirs: string[] = [];
function freshDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  dirs.push(dir);
  return join(dir, 'pglite');
}

const racers: Racer[] = [];
afterEach(() => {
  for (const racer of racers.splice(0)) racer.child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const TSX = join('node_modules', '.bin', 'tsx');

/** Runs openPglite (or, lock-only, just the lock) on the directory in a separate process. */
function openFromAnotherProcess(dataDir: string, mode: '--lock-only' | '' = '') {
  return spawnSync(TSX, ['tests/fixtures/open-pglite.ts', dataDir, ...(mode ? [mode] : [])], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

/** Whether anyone holds the kernel lock on the file, asked of flock(1) itself. */
function kernelLockHeld(path: string): boolean {
  const probe = spawnSync('flock', ['--nonblock', path, 'true']);
  if (probe.status !== 0 && probe.status !== 1) throw new Error(String(probe.stderr));
  return probe.status === 1;
}

/** A separate process that takes and releases the lock on command (tests/fixtures). */
class Racer {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | undefined;

  constructor() {
    this.child = spawn(TSX, ['tests/fixtures/pglite-lock-racer.ts']);
    racers.push(this);
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      if (this.waiting) {
        const resolve = this.waiting;
        this.waiting = undefined;
        resolve(line);
      } else this.answers.push(line);
    });
  }

  next(): Promise<string> {
    const queued = this.answers.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async ready(): Promise<this> {
    expect(await this.next()).toBe('ready');
    return this;
  }

  send(line: string): Promise<string> {
    this.child.stdin.write(`${line}\n`);
    return this.next();
  }

  exited(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null || this.child.signalCode !== null) resolve();
      else this.child.once('exit', () => resolve());
    });
  }
}

// Each test starts processes (tsx takes seconds on a loaded 2-core machine).
describe('PGlite directory lock', { timeout: 60_000 }, () => {
  it('refuses a second process with a clear message while the first holds the directory', async () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    try {
      const second = openFromAnotherProcess(dataDir);
      expect(second.status).toBe(3);
      expect(second.stderr).toContain(`is already open in process ${process.pid}`);
      expect(second.stderr).toContain('set DATABASE_URL');
    } finally {
      await lock.release();
    }
  });

  it('lets the next process in once the first has released it', async () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    expect(kernelLockHeld(lockPath(dataDir))).toBe(true);
    await lock.release();
    expect(kernelLockHeld(lockPath(dataDir))).toBe(false);
    // Lock only: opening a new PGlite directory runs initdb, seconds that prove nothing here.
    const second = openFromAnotherProcess(dataDir, '--lock-only');
    expect(second.stderr).toBe('');
    expect(second.stdout.trim()).toBe('opened');
  });

  it.each([
    ['a process that has died', () => spawnSync(process.execPath, ['-e', '0']).pid],
    ['this very process, which never took it (a restarted container)', () => process.pid],
  ])('is not held by a lock file that names %s but holds no lock', async (_, pidOf) => {
    const dataDir = freshDir();
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: pidOf(), host: hostname() }));
    const lock = acquirePgliteLock(dataDir, { waitMs: 0 });
    expect(JSON.parse(readFileSync(lockPath(dataDir), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
    });
    await lock.release();
  });

  it('never takes the lock from a live holder, whatever host its lock file names', async () => {
    const dataDir = freshDir();
    const holder = await new Racer().ready();
    expect(await holder.send(`try ${dataDir}`)).toBe('won');
    // Another container on a shared volume: its pid and host mean nothing here.
    writeFileSync(lockPath(dataDir), JSON.stringify({ pid: 4242, host: 'elsewhere' }));
    expect(() => acquirePgliteLock(dataDir, { waitMs: 0 })).toThrow(
      'is already open in process 4242 on host elsewhere',
    );
    const another = await new Racer().ready();
    expect(await another.send(`try ${dataDir}`)).toMatch(/^lost .*on host elsewhere/);
    expect(await holder.send('release')).toBe('released');
    expect(await another.send(`try ${dataDir}`)).toBe('won');
  });

  it('is let go when its holder is killed outright (SIGKILL), so the next process opens', async () => {
    const dataDir = freshDir();
    const holder = await new Racer().ready();
    expect(await holder.send(`try ${dataDir}`)).toBe('won');
    expect(openFromAnotherProcess(dataDir, '--lock-only').status).toBe(3);
    holder.child.kill('SIGKILL');
    await holder.exited();
    const next = openFromAnotherProcess(dataDir, '--lock-only');
    expect(next.stderr).toBe('');
    expect(next.stdout.trim()).toBe('opened');
  });

  it('stops its process should the helper holding the lock be killed', async () => {
    const dataDir = freshDir();
    const holder = await new Racer().ready();
    expect(await holder.send(`try ${dataDir}`)).toBe('won');
    let stderr = '';
    holder.child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    process.kill(Number(await holder.send('helper')), 'SIGKILL');
    await holder.exited();
    expect(holder.child.exitCode).toBe(1);
    expect(stderr).toContain(`The lock on the embedded database at ${dataDir} was lost`);
  });

  it.each([
    ['flock', 'flock'],
    ['flock', 'perl'],
  ])(
    'gives the directory to exactly one of two processes racing for it (%s against %s), round after round',
    async (firstTool, secondTool) => {
      const dataDir = freshDir();
      const first = await new Racer().ready();
      const second = await new Racer().ready();
      for (let round = 0; round < 30; round += 1) {
        // Both commands leave before either answer is read: the two attempts overlap.
        const answers = await Promise.all([
          first.send(`try ${dataDir} ${firstTool}`),
          second.send(`try ${dataDir} ${secondTool}`),
        ]);
        const winners = answers.filter((answer) => answer === 'won');
        expect(winners, `round ${round}: ${answers.join(' | ')}`).toHaveLength(1);
        expect(answers.find((answer) => answer !== 'won')).toMatch(/^lost .*already open/);
        expect(kernelLockHeld(lockPath(dataDir))).toBe(true);
        const winner = answers[0] === 'won' ? first : second;
        expect(await winner.send('release')).toBe('released');
      }
    },
  );

  it('refuses the same process opening it twice, at once', async () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    try {
      expect(() => acquirePgliteLock(dataDir)).toThrow(PgliteLockedError);
      expect(() => acquirePgliteLock(dataDir)).toThrow(`in process ${process.pid}.`);
    } finally {
      await lock.release();
    }
  });

  it('says what to install when neither flock(1) nor perl is there', () => {
    const dataDir = freshDir();
    const emptyPath = mkdtempSync(join(tmpdir(), 'empty-path-'));
    dirs.push(emptyPath);
    vi.stubEnv('PATH', emptyPath);
    try {
      expect(() => acquirePgliteLock(dataDir)).toThrow(
        /needs flock\(1\) \(util-linux\) or perl to lock its directory .* or set DATABASE_URL/,
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
