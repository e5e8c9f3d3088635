import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types, shared with the commit-msg hook
import { commitMessageProblems } from '../../scripts/commit-message-rules.mjs';

const problemsOf = (message: string): string[] => commitMessageProblems(message);

describe('commit message rules', () => {
  it.each([
    'Add the renewal fan-out',
    'e2e: wait for the thank-you toast',
    'Console: show allergies on packing slips',
    'Seed the catalogue only when deployed',
    `Fix ${'x'.repeat(68)}`,
    'Move pricing into the price table\n\nThe body explains why, after a blank line.',
  ])('accepts %j', (message) => {
    expect(problemsOf(message)).toEqual([]);
  });

  it.each([
    ['Added the renewal fan-out', /imperative/],
    ['Fixes the footer', /imperative/],
    ['Console: removed a button', /imperative/],
    ['Updating docs', /imperative/],
    [`Fix ${'x'.repeat(69)}`, /73 characters/],
    ['Fix the footer.', /full stop/],
    ['Fix the footer\nno blank line', /second line/],
    ['', /empty/],
  ])('refuses %j', (message, problem) => {
    expect(problemsOf(message).join('; ')).toMatch(problem);
  });

  it('ignores comment lines git adds to the message file', () => {
    expect(problemsOf('# Please enter the commit message\nAdd a check\n')).toEqual([]);
  });
});
