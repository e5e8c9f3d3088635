// The project's commit message rules, read by commitlint in the commit-msg hook (.githooks) and in
// `npm test`'s check of the history (scripts/test.mjs): a subject in the imperative of at most
// 72 characters, no full stop, then, when a body is needed, a blank line before it. No preset:
// subjects are plain sentences ("Add the renewal fan-out"), with an optional "area: " prefix.
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

/**
 * commitlint has no rule for the mood of a subject, so this plugin's rule does it: the first word
 * (after an optional "area: " prefix such as "e2e:" or "Console:") is not a past tense, a gerund
 * or a third person ("Added", "Fixing", "Updates").
 */
export function subjectImperative({ header }) {
  // An optional "area: " prefix (e2e:, Console:) is allowed; the verb after it is checked.
  const verbPart = (header ?? '').trim().replace(/^[\w./ -]{1,24}:\s+/, '');
  const firstWord = verbPart.split(/\s+/)[0].replace(/[^A-Za-z-]/g, '');
  const word = firstWord.toLowerCase();
  if (NOT_IMPERATIVE.test(word) && !IMPERATIVE_EXCEPTIONS.has(word))
    return [
      false,
      `the subject starts with "${firstWord}": write it in the imperative ("Add", "Fix", "Move")`,
    ];
  return [true];
}

const config = {
  plugins: [{ rules: { 'subject-imperative': subjectImperative } }],
  rules: {
    'header-min-length': [2, 'always', 1],
    'header-max-length': [2, 'always', SUBJECT_MAX],
    'header-full-stop': [2, 'never', '.'],
    'body-leading-blank': [2, 'always'],
    'subject-imperative': [2, 'always'],
  },
};

export default config;
