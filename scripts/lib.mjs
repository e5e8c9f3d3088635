// Small helpers shared by the npm scripts. Plain Node, no dependencies, so they run before anything is built.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Runs a command, streaming its output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd: root,
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export async function runOrExit(label, command, args, options) {
  console.info(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

// Commands still running when this process exits (a step before them failed) are stopped with it.
const heldChildren = new Set();
process.on('exit', () => heldChildren.forEach((child) => child.kill('SIGTERM')));

/** Starts a command with its output held back; resolves with its exit code, time and output. */
function startHeld({ label, command, args, env }) {
  return new Promise((resolveCheck) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    heldChildren.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('exit', (code, signal) => {
      heldChildren.delete(child);
      resolveCheck({
        label,
        code: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(output),
      });
    });
  });
}

/** Prints a finished command's held output under its label; gives the result back. */
function printHeld(result) {
  console.info(`\n▶ ${result.label} (${result.seconds.toFixed(0)} s)`);
  process.stdout.write(result.output);
  return result;
}

function exitOnFailure(results) {
  const failed = results.find(({ code }) => code !== 0);
  if (failed) {
    console.error(`✖ ${failed.label} failed (exit ${failed.code})`);
    process.exit(failed.code);
  }
}

/**
 * Runs independent checks at the same time (a 2-core CI machine idles one core on a lone tsc),
 * each with its output held back and printed whole once it ends, so logs never interleave.
 * Exits with the first failure's code after all have finished.
 */
export async function runAllOrExit(checks) {
  exitOnFailure(await Promise.all(checks.map((check) => startHeld(check).then(printHeld))));
}

/**
 * Starts commands now, beside whatever runs next, with their output held back. The function it
 * returns waits for them, prints each one's output whole (never inside another step's) and exits
 * with the first failure's code.
 */
export function startAllInBackground(checks) {
  const running = Promise.all(checks.map(startHeld));
  return async () => {
    const results = await running;
    results.forEach(printHeld);
    exitOnFailure(results);
  };
}

export const bin = (name) => join(root, 'node_modules', '.bin', name);

/**
 * `next build` with webpack: Turbopack's pages-router output bootstraps every page with an inline
 * script, which the Content-Security-Policy (script-src 'self', no 'unsafe-inline') rightly blocks.
 * Webpack's output has none, and its first-load JS is smaller too.
 */
export const NEXT_BUILD_ARGS = ['build', '--webpack'];

/** Newest modification time (ms) of any file under the given paths. */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        visit(join(path, entry));
      }
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  paths.forEach((path) => visit(join(root, path)));
  return newest;
}

const BUILD_INPUTS = [
  'src',
  'public',
  'drizzle',
  'next.config.js',
  'security-headers.js',
  'csp-sources.js',
  'package-lock.json',
  'tsconfig.json',
];

/** True when the build (.next unless named) is missing or older than any source file. */
export function buildIsStale(distDir = '.next') {
  const buildId = join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  return newestMtime(BUILD_INPUTS) > statSync(buildId).mtimeMs;
}

/** Where `npm run build` compiles the server entries (scripts/build-server.mjs). */
export const DIST_DIR = 'dist';

/** Every process entry, compiled to dist/<name>.mjs: the web server, the worker and the tools. */
export const SERVER_ENTRIES = {
  web: 'scripts/web.ts',
  worker: 'scripts/worker.ts',
  'db-migrate': 'scripts/db-migrate.ts',
  'db-seed': 'scripts/db-seed.ts',
  'staff-create': 'scripts/staff-create.ts',
  'staff-totp-rekey': 'scripts/staff-totp-rekey.ts',
  'jobs-renew': 'scripts/jobs-renew.ts',
};

/**
 * How esbuild compiles a server entry (scripts/build-server.mjs, and the journeys' own entry in
 * scripts/e2e-server.mjs): our code bundled with tsconfig.json's `@/` alias resolved, packages
 * left as imports that load from the production dependencies at run time.
 */
export const SERVER_BUNDLE_OPTIONS = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * The browser journeys' web entry: the shop plus the test routes under /api/e2e/. Not among
 * SERVER_ENTRIES: `npm run build` never compiles it, so no release holds the test routes.
 */
export const E2E_WEB_ENTRY = 'scripts/e2e-web.ts';

/** `node dist/<entry>.mjs` (with source-mapped stack traces), as the npm scripts run it. */
export const distEntry = (name) => ['--enable-source-maps', join(root, DIST_DIR, `${name}.mjs`)];

/** True when a compiled server entry is missing or older than any source it may include. */
export function serverBuildIsStale() {
  const outputs = Object.keys(SERVER_ENTRIES).map((name) => join(root, DIST_DIR, `${name}.mjs`));
  if (!outputs.every((file) => existsSync(file))) return true;
  const oldest = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return newestMtime(['src', 'scripts', 'tsconfig.json', 'package-lock.json']) > oldest;
}

/** `npm run build`: the Next build, then the server entries (each only when `when` says so). */
export async function buildAll({ env = {}, when = { next: true, server: true } } = {}) {
  if (when.next)
    await runOrExit('Building the shop (next build)', bin('next'), NEXT_BUILD_ARGS, { env });
  if (when.server || when.next) {
    await runOrExit('Compiling the server entries (esbuild)', process.execPath, [
      join(root, 'scripts', 'build-server.mjs'),
    ]);
  }
}

/**
 * What the browser tests run in: Debian's `chromium-headless-shell`, the same Chromium build
 * without the browser around the page (Playwright's own default for headless runs). It spends a
 * third less CPU on the journeys than the full browser in headless mode (measured on the journeys),
 * and the visual baselines are its rendering. playwright.config.ts names the same path.
 */
const TEST_BROWSER = '/usr/lib/chromium/chromium-headless-shell';

/** CHROME_PATH when it names a file: the browser the caller chose, whichever it is. */
const chosenBrowser = () =>
  process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)
    ? process.env.CHROME_PATH
    : undefined;

/** Finds a browser, installing Debian's package when running as root; exits with instructions otherwise. */
function ensureBrowser({ find, debianPackage, installs }) {
  const found = find();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info(
      `▶ ${debianPackage} not found: installing Debian's package (apt-get install -y ${debianPackage})`,
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install = spawnSync(
      'apt-get',
      ['install', '-y', '--no-install-recommends', debianPackage],
      { stdio: 'inherit', env },
    );
    const installed = find();
    if (install.status === 0 && installed) return installed;
  }
  console.error(
    [
      `This needs Debian's ${debianPackage} and it was not found.`,
      `  Debian/Ubuntu: sudo apt-get install -y ${debianPackage}   (installs ${installs})`,
      '  Or point CHROME_PATH at an installed Chromium binary.',
      'Playwright cannot download its own browser here, so `npx playwright install` will not help.',
    ].join('\n'),
  );
  process.exit(1);
}

/** The browser the tests run in (`TEST_BROWSER`, or CHROME_PATH), installed when missing. */
export function ensureTestBrowser() {
  const find = () => chosenBrowser() ?? (existsSync(TEST_BROWSER) ? TEST_BROWSER : undefined);
  return ensureBrowser({ find, debianPackage: 'chromium-headless-shell', installs: TEST_BROWSER });
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

/** Resolves when nothing listens on the loopback `port`, rejects when something does. */
function ensurePortFree(port) {
  return new Promise((resolvePort, rejectPort) => {
    const probe = createServer()
      .once('error', () => rejectPort(new Error(`Port ${port} is in use: choose another one`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolvePort()));
  });
}

/**
 * Starts the production build (the compiled web entry) on `port` (a free loopback port when not
 * given) and waits until its health route answers. Resolves with its base URL and a stop function
 * (also called on exit). A given port must be free: otherwise another server would answer.
 */
export async function startProductionServer(env = {}, { port: chosenPort } = {}) {
  if (chosenPort !== undefined) await ensurePortFree(chosenPort);
  const port = chosenPort ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, distEntry('web'), {
    cwd: root,
    env: {
      ...process.env,
      NEXTAUTH_URL: base,
      ...env,
      PORT: String(port),
      HOSTNAME_BIND: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/v3/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 120) throw new Error('The server did not become healthy in 60 s');
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  return { base, stop };
}
