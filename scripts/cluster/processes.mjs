// The shop's processes as an operator runs them (npm run serve / worker / db:migrate), each with
// its output kept in a log file, so a test can signal them and read what they said.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 100 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolveTick) => setTimeout(resolveTick, everyMs));
  }
}

export function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Runs `npm run <script>` in `cwd` to completion; rejects with its output on failure. */
export function runScript(cwd, script, env, logDir, args = []) {
  return new Promise((resolveRun, reject) => {
    const log = join(logDir, `${script.replace(/\W/g, '-')}.log`);
    const out = createWriteStream(log);
    const child = spawn(
      'npm',
      ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
      {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on('exit', (code) => {
      out.end();
      if (code === 0) resolveRun();
      else reject(new Error(`npm run ${script} failed (${code}):\n${readFileSync(log, 'utf8')}`));
    });
  });
}

/**
 * A long-running process (`npm run serve` or `npm run worker`). `node` is run on the script npm
 * would run, so signals reach the process itself, as a process manager delivers them.
 */
export function startProcess({ name, cwd, command, args, env, logDir }) {
  const log = join(logDir, `${name}.log`);
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out, { end: false });
  child.stderr.pipe(out, { end: false });
  const exited = new Promise((resolveExit) =>
    child.on('exit', (code, signal) => resolveExit({ code, signal })),
  );
  return {
    name,
    log,
    child,
    exited,
    output: () => readFileSync(log, 'utf8'),
    /** Sends `signal` and resolves with how the process ended. */
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Waits until a process says it is ready: a web instance (database, migrations, warm, not
 * draining) at /api/v3/ready/, a worker (the same, and its queue started) at /ready.
 */
export function waitUntilReady(base, timeoutMs = 180_000, path = '/api/v3/ready/') {
  return waitFor(
    `${base} to be ready`,
    async () => {
      try {
        return (await fetch(`${base}${path}`)).status === 200;
      } catch {
        return false;
      }
    },
    { timeoutMs, everyMs: 250 },
  );
}
