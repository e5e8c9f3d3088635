import lint from '@commitlint/lint';
import load from '@commitlint/load';
import { describe, expect, it } from 'vitest';

// The project's rules (commitlint.config.mjs) as commitlint applies them, in the commit-msg hook
// and in `npm test`'s check of the history (scripts/check-commit-messages.mjs).
const config = await load({}, { cwd: process.cwd() });

async function problemsOf(message: string): Promise<string[]> {
  const outcome = await lint(message, config.rules, {
    plugins: config.plugins,
    // As the hook's `commitlint --edit` reads the message file git wrote.
    parserOpts: { commentChar: '#' },
  });
  return outcome.errors.map((error) => error.message);
}

describe('commit message rules', () => {
  it.each([
    'Add the renewal fan-out',
    'e2e: wait for the thank-you toast',
    'Console: show allergies on packing slips',
    'Seed the catalogue only when deployed',
    `Fix ${'x'.repeat(68)}`,
    'Move pricing into the price table\n\nThe body explains why, after a blank line.',
  ])('accepts %j', async (message) => {
    expect(await problemsOf(message)).toEqual([]);
  });

  it.each([
    ['Added the renewal fan-out', /imperative/],
    ['Fixes the footer', /imperative/],
    ['Console: removed a button', /imperative/],
    ['Updating docs', /imperative/],
    [`Fix ${'x'.repeat(69)}`, /current length is 73/],
    ['Fix the footer.', /full stop/],
    ['Fix the footer\nno blank line', /leading blank line/],
  ])('refuses %j', async (message, problem) => {
    expect((await problemsOf(message)).join('; ')).toMatch(problem);
  });

  it('ignores comment lines git adds to the message file', async () => {
    expect(await problemsOf('# Please enter the commit message\nAdd a check\n')).toEqual([]);
  });
});
