// A release as an operator would ship it: this checkout's build, with production dependencies
// only (`npm prune --omit=dev` on a copy), so the tests prove the shop needs no dev tool to run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/**
 * Dev tools whose presence in the release would mean the prune did not happen. Not typescript:
 * @t3-oss/env-nextjs (a production dependency) names it an optional peer, so npm keeps it
 * (`devOptional` in the lockfile) through `--omit=dev`; nothing in the release loads it.
 */
const DEV_ONLY = ['tsx', 'vitest', 'eslint', 'drizzle-kit', 'esbuild'];

/** What is copied besides node_modules: everything tracked, plus the build outputs. */
function releaseFiles() {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean)
    .filter((path) => existsSync(join(root, path)));
  return [...tracked, '.next', 'dist'];
}

/**
 * Copies the app to `dir` and prunes its dev dependencies. node_modules is copied as hard links
 * (fast, no download); the prune only unlinks in the copy. npm's own bookkeeping file is written
 * in place, so it is a real copy first.
 */
export function makePrunedRelease(dir) {
  for (const output of ['.next/BUILD_ID', 'dist']) {
    if (!existsSync(join(root, output))) throw new Error(`Build first: ${output} is missing`);
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const path of releaseFiles()) {
    cpSync(join(root, path), join(dir, path), {
      recursive: true,
      filter: (source) => !source.includes(`${join(root, '.next', 'cache')}`),
    });
  }
  // The real directory (a worktree may link node_modules): the prune must never reach it.
  const modules = realpathSync(join(root, 'node_modules'));
  const linked = spawnSync('cp', ['-al', modules, join(dir, 'node_modules')], { encoding: 'utf8' });
  if (linked.status !== 0) throw new Error(`Copying node_modules failed: ${linked.stderr}`);
  if (lstatSync(join(dir, 'node_modules')).isSymbolicLink())
    throw new Error('node_modules is a link');
  const bookkeeping = join(dir, 'node_modules', '.package-lock.json');
  if (existsSync(bookkeeping)) {
    rmSync(bookkeeping);
    cpSync(join(modules, '.package-lock.json'), bookkeeping);
  }
  const pruned = spawnSync(
    'npm',
    ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund', '--ignore-scripts'],
    { cwd: dir, encoding: 'utf8' },
  );
  if (pruned.status !== 0) throw new Error(`npm prune failed:\n${pruned.stdout}${pruned.stderr}`);
  const left = DEV_ONLY.filter((name) => existsSync(join(dir, 'node_modules', name)));
  if (left.length) throw new Error(`The pruned release still has dev tools: ${left.join(', ')}`);
  // The release carries its runtime (the `node` package, a production dependency): the Node the
  // suite ran on, not whatever the machine has.
  const carried = spawnSync(releaseNode(dir), ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (carried !== process.version)
    throw new Error(
      `The release carries Node ${carried ?? 'none'}, the suite ran on ${process.version}`,
    );
  return dir;
}

/** The command an npm script runs, for starting it directly (signals reach the process). */
export function scriptCommand(dir, script) {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const line = scripts[script];
  if (!line) throw new Error(`package.json has no "${script}" script`);
  const [command, ...args] = line.replace(/^exec\s+/, '').split(/\s+/);
  if (command !== 'node') throw new Error(`"${script}" must run node directly, runs: ${line}`);
  return { command: releaseNode(dir), args };
}

/** The Node binary a release carries (what npm puts first on an npm script's PATH). */
export function releaseNode(dir) {
  return join(dir, 'node_modules', '.bin', 'node');
}
