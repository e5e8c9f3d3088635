// CI check: every commit made since the commit rules were adopted follows them
// (scripts/commit-message-rules.mjs). Older history is left as it was written.
// Usage: node scripts/check-commit-messages.mjs            (the commits since the rules)
//        node scripts/check-commit-messages.mjs --file F   (one message, from the commit-msg hook)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { commitMessageProblems } from './commit-message-rules.mjs';

// The commit that adopted the rules. Commits made on top of it are checked (--ancestry-path):
// work branched off before it, and merged later, was written before the rules existed.
const RULES_ADOPTED_AFTER = '1fa083c4d407610b5b2b58ba806c47ac0f6fbb8b';

function git(...args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function report(failures) {
  for (const { label, problems } of failures) {
    console.error(`${label}:\n  - ${problems.join('\n  - ')}`);
  }
  process.exit(failures.length ? 1 : 0);
}

const fileFlag = process.argv.indexOf('--file');
if (fileFlag !== -1) {
  const problems = commitMessageProblems(readFileSync(process.argv[fileFlag + 1], 'utf8'));
  report(problems.length ? [{ label: 'This commit message', problems }] : []);
} else {
  let range;
  try {
    git('cat-file', '-e', `${RULES_ADOPTED_AFTER}^{commit}`);
    range = `--ancestry-path ${RULES_ADOPTED_AFTER}..HEAD`;
  } catch {
    // A shallow clone without the adoption commit: check the newest commit only.
    range = '--max-count=1 HEAD';
  }
  const hashes = git('rev-list', ...range.split(' '))
    .split('\n')
    .filter(Boolean);
  const failures = [];
  for (const hash of hashes) {
    const problems = commitMessageProblems(git('log', '-1', '--format=%B', hash));
    if (problems.length)
      failures.push({
        label: `${hash.slice(0, 8)} ${git('log', '-1', '--format=%s', hash).trim()}`,
        problems,
      });
  }
  if (!failures.length) console.info(`${hashes.length} commit message(s) follow the rules`);
  report(failures);
}
