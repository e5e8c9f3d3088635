// Checks that `npm run dev` starts: runs it on a free loopback port over a throwaway embedded
// database (its own directory, so a running `npm start` or another check keeps its lock), waits
// for `/` to answer 200 with the shop's name in its HTML, then stops the whole process group.
// When it fails it prints the server's output (each line with the seconds since the start) and,
// if `/` never answered, what each process was doing: its CPU time and memory, and each Node
// process's JavaScript stack and pending work from Node's diagnostic report, so a hang and a slow
// compile can be told apart. Part of `npm test`; also `node scripts/check-dev.mjs` alone.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root } from './lib.mjs';

// Migrating, seeding and the first request's compile of the page, beside `npm test`'s other
// checks and the production build on two cores: 108-159 s on this project's machine, and more
// than 240 s once on CI, where the same server reported itself ready 3.6 times slower. The
// deadline is there to end a hang, not to time the compile.
const DEADLINE_MS = Number(process.env.CHECK_DEV_DEADLINE_MS ?? 600_000);
const siteName = /name:\s*'([^']+)'/.exec(
  readFileSync(join(root, 'src/config/site.ts'), 'utf8'),
)[1];

const dataDir = mkdtempSync(join(tmpdir(), 'shop-dev-check-'));
const reportDir = join(dataDir, 'reports');
mkdirSync(reportDir);
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
    // SIGUSR2 makes each Node process of the group write a diagnostic report (diagnose below).
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      '--report-on-signal',
      `--report-directory=${reportDir}`,
    ]
      .filter(Boolean)
      .join(' '),
  },
});
const started = Date.now();
let partialLine = '';
function collect(chunk) {
  const lines = (partialLine + chunk.toString()).split('\n');
  partialLine = lines.pop();
  const at = `[${((Date.now() - started) / 1000).toFixed(0)} s]`;
  for (const line of lines) output.push(`${at} ${line}\n`);
}
dev.stdout.on('data', collect);
dev.stderr.on('data', collect);
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

/** The group's processes now (pid, group, state, elapsed, CPU time, RSS kB, command). */
function groupProcesses() {
  const ps = spawnSync('ps', ['-eo', 'pid,pgid,stat,etime,time,rss,args', '--no-headers'], {
    encoding: 'utf8',
  });
  return ps.stdout.split('\n').filter((line) => line.trim().split(/\s+/)[1] === String(dev.pid));
}

/**
 * What each process of the group is doing: `ps` twice, 3 s apart (a process whose CPU time grew
 * is working, one whose did not is waiting), and each Node process's diagnostic report.
 */
async function diagnose() {
  const before = groupProcesses();
  stop('SIGUSR2');
  await new Promise((resolveWait) => setTimeout(resolveWait, 3000));
  const lines = [
    'Processes (pid, group, state, elapsed, CPU time, RSS kB, command), 3 s apart:',
    ...before,
    ...groupProcesses(),
  ];
  const reports = readdirSync(reportDir).filter((name) => name.endsWith('.json'));
  for (const name of reports) {
    const report = JSON.parse(readFileSync(join(reportDir, name), 'utf8'));
    const handles = {};
    for (const { type, is_active: active } of report.libuv ?? []) {
      if (active) handles[type] = (handles[type] ?? 0) + 1;
    }
    const heap = report.javascriptHeap ?? {};
    lines.push(
      `\nNode process ${report.header.processId}: ${report.header.commandLine.join(' ').slice(0, 160)}`,
      `  Heap: ${Math.round((heap.usedMemory ?? 0) / 2 ** 20)} of ${Math.round((heap.memoryLimit ?? 0) / 2 ** 20)} MB`,
      `  JavaScript stack: ${report.javascriptStack.message || '(idle)'}`,
      ...(report.javascriptStack.stack ?? []).slice(0, 12).map((frame) => `    ${frame}`),
      `  Active handles: ${Object.entries(handles)
        .map(([type, count]) => `${type} ×${count}`)
        .join(', ')}`,
    );
  }
  return lines.join('\n');
}

let failure;
let diagnosis = '';
try {
  const { status, html } = await waitForHome();
  if (status !== 200) failure = `GET / answered ${status}`;
  else if (!html.includes(siteName)) failure = `GET / has no "${siteName}" in its HTML`;
} catch (error) {
  failure = error.message;
  if (!exited) diagnosis = await diagnose();
}
stop();
// Next stops within a second or two; a group still there after 15 s is killed outright.
const gone = new Promise((resolveExit) => (exited ? resolveExit() : dev.once('exit', resolveExit)));
const grace = setTimeout(() => stop('SIGKILL'), 15_000);
await gone;
clearTimeout(grace);
rmSync(dataDir, { recursive: true, force: true });

if (failure) {
  process.stdout.write(output.join('') + partialLine);
  if (diagnosis) console.error(`\n${diagnosis}\n`);
  console.error(`✖ npm run dev: ${failure}`);
  process.exit(1);
}
console.info(
  `✔ npm run dev served / (200, "${siteName}") in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
