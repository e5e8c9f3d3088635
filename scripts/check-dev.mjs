// Checks that `npm run dev` starts: runs it on a free loopback port over a throwaway embedded
// database (its own directory, so a running `npm start` or another check keeps its lock), waits
// for `/` to answer 200 with the shop's name in its HTML, then stops the whole process group.
// Part of `npm test`; also `node scripts/check-dev.mjs` alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './lib.mjs';

// The first request compiles the page; on a busy 2-core machine that alone can take a minute.
const DEADLINE_MS = Number(process.env.CHECK_DEV_DEADLINE_MS ?? 240_000);
const siteName = /name:\s*'([^']+)'/.exec(
  readFileSync(join(root, 'src/config/site.ts'), 'utf8'),
)[1];

const dataDir = mkdtempSync(join(tmpdir(), 'shop-dev-check-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const output = [];
const dev = spawn('npm', ['run', 'dev', '--', '--port', String(port), '--hostname', '127.0.0.1'], {
  cwd: root,
  // Its own process group, so npm, node, next and its workers all stop together.
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    ...process.env,
    DATABASE_URL: '',
    PGLITE_DIR: join(dataDir, 'pglite'),
    OUTBOX_DIR: join(dataDir, 'outbox'),
    NEXTAUTH_URL: base,
    NEXT_TELEMETRY_DISABLED: '1',
  },
});
dev.stdout.on('data', (chunk) => output.push(chunk));
dev.stderr.on('data', (chunk) => output.push(chunk));
let exited = null;
dev.on('exit', (code, signal) => (exited = { code, signal }));

function stop(signal = 'SIGTERM') {
  try {
    process.kill(-dev.pid, signal);
  } catch {
    // already gone
  }
}
process.on('exit', stop);

async function waitForHome() {
  const deadline = Date.now() + DEADLINE_MS;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`npm run dev exited early (${exited.code ?? exited.signal})`);
    try {
      const response = await fetch(`${base}/`, {
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
      return { status: response.status, html: await response.text() };
    } catch (error) {
      // Not listening yet: poll again shortly. A timeout means the deadline passed.
      if (error?.name === 'TimeoutError') break;
      await new Promise((resolveWait) => setTimeout(resolveWait, 500));
    }
  }
  throw new Error(`/ did not answer within ${DEADLINE_MS / 1000} s`);
}

const started = Date.now();
let failure;
try {
  const { status, html } = await waitForHome();
  if (status !== 200) failure = `GET / answered ${status}`;
  else if (!html.includes(siteName)) failure = `GET / has no "${siteName}" in its HTML`;
} catch (error) {
  failure = error.message;
}
stop();
// Next stops within a second or two; a group still there after 15 s is killed outright.
const gone = new Promise((resolveExit) => (exited ? resolveExit() : dev.once('exit', resolveExit)));
const grace = setTimeout(() => stop('SIGKILL'), 15_000);
await gone;
clearTimeout(grace);
rmSync(dataDir, { recursive: true, force: true });

if (failure) {
  process.stdout.write(Buffer.concat(output));
  console.error(`✖ npm run dev: ${failure}`);
  process.exit(1);
}
console.info(
  `✔ npm run dev served / (200, "${siteName}") in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
