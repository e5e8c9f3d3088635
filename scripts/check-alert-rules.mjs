// `npm run test:alerts`: the Prometheus alerting rules (ops/prometheus/alerts.yml) are valid,
// pass their promtool unit tests (alerts.test.yml), and every alert has a test and a runbook
// page (docs/runbooks/). promtool is Debian's `prometheus` package, installed when missing (as
// root on Debian, like the test browser); PROMTOOL names another binary.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const RULES = 'ops/prometheus/alerts.yml';
const TESTS = 'ops/prometheus/alerts.test.yml';

function findPromtool() {
  if (process.env.PROMTOOL) return process.env.PROMTOOL;
  const found = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

function ensurePromtool() {
  const found = findPromtool();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.info(
      "▶ promtool not found: installing Debian's package (apt-get install -y prometheus)",
    );
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], {
      stdio: 'inherit',
      env,
    });
    const installed = findPromtool();
    if (installed) return installed;
  }
  console.error(
    "The alert rules need promtool: Debian's `prometheus` package (sudo apt-get install -y prometheus), or PROMTOOL=/path/to/promtool.",
  );
  process.exit(1);
}

/** Each alert's name and runbook page, read from the rules file's own lines. */
function alertsOf(text) {
  const alerts = [];
  for (const line of text.split('\n')) {
    const alert = /^\s*- alert:\s*(\w+)/.exec(line)?.[1];
    if (alert) alerts.push({ name: alert, runbook: undefined });
    const runbook = /^\s*runbook_url:\s*(\S+)/.exec(line)?.[1];
    if (runbook && alerts.length) alerts[alerts.length - 1].runbook = runbook;
  }
  return alerts;
}

const promtool = ensurePromtool();
const run = (args) => spawnSync(promtool, args, { cwd: root, stdio: 'inherit' }).status === 0;
const problems = [];
if (!run(['check', 'rules', RULES])) problems.push(`promtool check rules ${RULES} failed`);
if (!run(['test', 'rules', TESTS])) problems.push(`promtool test rules ${TESTS} failed`);

const tested = new Set(
  [...readFileSync(join(root, TESTS), 'utf8').matchAll(/alertname:\s*(\w+)/g)].map((m) => m[1]),
);
for (const { name, runbook } of alertsOf(readFileSync(join(root, RULES), 'utf8'))) {
  if (!tested.has(name)) problems.push(`${name} has no promtool test in ${TESTS}`);
  if (!runbook) problems.push(`${name} has no runbook_url annotation`);
  else if (!existsSync(join(root, runbook))) problems.push(`${name}: ${runbook} does not exist`);
}
if (problems.length) {
  console.error(problems.map((problem) => `✗ ${problem}`).join('\n'));
  process.exit(1);
}
console.info('✔ Alert rules: valid, each tested by promtool and with its runbook');
