// The project's commit message rules, shared by the commit-msg hook and the CI check
// (scripts/check-commit-messages.mjs): a subject in the imperative of at most 72 characters,
// then, when a body is needed, a blank line before it.
export const SUBJECT_MAX = 72;

// Words that end like a past tense or a gerund but are imperatives themselves.
const IMPERATIVE_EXCEPTIONS = new Set([
  'embed',
  'feed',
  'need',
  'seed',
  'shed',
  'speed',
  'bring',
  'string',
]);
const NOT_IMPERATIVE =
  /^(?:[a-z]+(?:ed|ing)|adds|fixes|updates|removes|changes|makes|moves|creates|implements|improves|replaces|renames|drops|uses|wip)$/;

/** Problems with one commit message; an empty list means it follows the rules. */
export function commitMessageProblems(message) {
  const lines = message
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((line) => !line.startsWith('#'));
  const subject = (lines[0] ?? '').trim();
  const problems = [];
  if (!subject) return ['the subject is empty'];
  if (subject.length > SUBJECT_MAX)
    problems.push(`the subject has ${subject.length} characters (at most ${SUBJECT_MAX})`);
  if (/\.$/.test(subject)) problems.push('the subject ends with a full stop');
  // An optional "area: " prefix (e2e:, Console:) is allowed; the verb after it is checked.
  const verbPart = subject.replace(/^[\w./ -]{1,24}:\s+/, '');
  const firstWord = verbPart.split(/\s+/)[0].replace(/[^A-Za-z-]/g, '');
  const word = firstWord.toLowerCase();
  if (NOT_IMPERATIVE.test(word) && !IMPERATIVE_EXCEPTIONS.has(word)) {
    problems.push(
      `the subject starts with "${firstWord}": write it in the imperative ("Add", "Fix", "Move")`,
    );
  }
  if (lines.length > 1 && lines[1].trim() !== '')
    problems.push('the second line is not blank (a body follows a blank line)');
  return problems;
}
