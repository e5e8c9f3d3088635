// `npm test`'s check of the history: every commit made since the commit rules were adopted
// follows them (commitlint.config.mjs; the commit-msg hook runs the commitlint CLI on each new
// message). Older history is left as it was written. Not the CLI here: its --from/--to range
// would take in branches forked before the rules and merged after them, and it no longer passes
// git log's --ancestry-path on (git-raw-commits 5), so the range is listed here and each message
// goes through commitlint's own API.
import { execFileSync } from 'node:child_process';
import format from '@commitlint/format';
import lint from '@commitlint/lint';
import load from '@commitlint/load';

// The commit that adopted the rules. Commits made on top of it are checked (--ancestry-path):
// work branched off before it, and merged later, was written before the rules existed.
const RULES_ADOPTED_AFTER = '1fa083c4d407610b5b2b58ba806c47ac0f6fbb8b';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

let range;
try {
  git('cat-file', '-e', `${RULES_ADOPTED_AFTER}^{commit}`);
  range = ['--ancestry-path', `${RULES_ADOPTED_AFTER}..HEAD`];
} catch {
  // A shallow clone without the adoption commit: check the newest commit only.
  range = ['--max-count=1', 'HEAD'];
}
// One git log for the whole range: each message, NUL-separated (-z).
const messages = git('log', '-z', '--format=%B', ...range)
  .split('\0')
  .filter((message) => message.trim());
const config = await load();
const options = {
  parserOpts: config.parserPreset?.parserOpts,
  plugins: config.plugins,
  ignores: config.ignores,
  defaultIgnores: config.defaultIgnores,
};
const results = [];
for (const message of messages) {
  const outcome = await lint(message, config.rules, options);
  if (!outcome.valid) results.push(outcome);
}
if (results.length) {
  console.error(format({ results }, { color: false }));
  process.exit(1);
}
console.info(`${messages.length} commit message(s) follow the rules (commitlint.config.mjs)`);
