import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Dates the lock back past STALE_MS, as if its holder had stopped refreshing it that long ago. */
function ageLock(dataDir: string): void {
  const past = new Date('2000-01-01T00:00:00Z');
  utimesSync(lockPath(dataDir), past, past);
}

/** A separate process that takes and releases the lock on command (tests/fixtures). */
class Racer {
  readonly child: ChildProcessWithoutNullStreams;
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | undefined;

  constructor() {
    // node itself with tsx's loader (not tsx's CLI, which runs a second process): a SIGKILL then
    // reaches the very process holding the lock.
    this.child = spawn(process.execPath, [
      '--import',
      'tsx',
      'tests/fixtures/pglite-lock-racer.ts',
    ]);
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
      expect(second.stderr).toContain('is already open in another process');
      expect(second.stderr).toContain('set DATABASE_URL');
    } finally {
      await lock.release();
    }
  });

  it('lets the next process in once the first has released it', async () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    await lock.release();
    // Lock only: opening a new PGlite directory runs initdb, seconds that prove nothing here.
    const second = openFromAnotherProcess(dataDir, '--lock-only');
    expect(second.stderr).toBe('');
    expect(second.stdout.trim()).toBe('opened');
  });

  // Three processes in turn: longer than the others on a loaded machine.
  it(
    'is taken over at once from a holder killed outright (SIGKILL), not from a paused one',
    { timeout: 180_000 },
    async () => {
      const dataDir = freshDir();
      const holder = await new Racer().ready();
      expect(await holder.send(`try ${dataDir}`)).toBe('won');
      // Paused (SIGSTOP): alive, so its lock stands although it refreshes nothing.
      holder.child.kill('SIGSTOP');
      expect(openFromAnotherProcess(dataDir, '--lock-only').status).toBe(3);
      holder.child.kill('SIGKILL');
      await holder.exited();
      // Killed: its process is gone, so the next one need not wait for the lock to go stale.
      const next = openFromAnotherProcess(dataDir, '--lock-only');
      expect(next.stderr).toBe('');
      expect(next.stdout.trim()).toBe('opened');
    },
  );

  it('stops its process should its lock be taken over (the holder was paused past STALE_MS)', async () => {
    const dataDir = freshDir();
    const holder = await new Racer().ready();
    expect(await holder.send(`try ${dataDir}`)).toBe('won');
    let stderr = '';
    holder.child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    ageLock(dataDir);
    const next = openFromAnotherProcess(dataDir, '--lock-only');
    expect(next.stdout.trim()).toBe('opened');
    // The holder's next refresh finds the lock no longer its own.
    await holder.exited();
    expect(holder.child.exitCode).toBe(1);
    expect(stderr).toContain(`The lock on the embedded database at ${dataDir} was lost`);
  });

  it('gives the directory to exactly one of two processes racing for it, round after round', async () => {
    const dataDir = freshDir();
    const first = await new Racer().ready();
    const second = await new Racer().ready();
    for (let round = 0; round < 30; round += 1) {
      // Both commands leave before either answer is read: the two attempts overlap.
      const answers = await Promise.all([
        first.send(`try ${dataDir}`),
        second.send(`try ${dataDir}`),
      ]);
      const winners = answers.filter((answer) => answer === 'won');
      expect(winners, `round ${round}: ${answers.join(' | ')}`).toHaveLength(1);
      expect(answers.find((answer) => answer !== 'won')).toMatch(/^lost .*already open/);
      const winner = answers[0] === 'won' ? first : second;
      expect(await winner.send('release')).toBe('released');
    }
  });

  it('refuses the same process opening it twice, at once', async () => {
    const dataDir = freshDir();
    const lock = acquirePgliteLock(dataDir);
    try {
      expect(() => acquirePgliteLock(dataDir)).toThrow(PgliteLockedError);
    } finally {
      await lock.release();
    }
  });
});
