// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_CHOSEN_ATTRIBUTE, CONSENT_EARLY_SCRIPT } from './consent-early-script';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CONSENT_EARLY_SCRIPT_HASH } = require('../../../../security-headers.js') as {
  CONSENT_EARLY_SCRIPT_HASH: string;
};

// The subject is an inline <script> (its text is what the CSP hash pins), so it is run as the
// browser runs it: from its text.
// eslint-disable-next-line no-new-func
const runEarlyScript = () => new Function(CONSENT_EARLY_SCRIPT)();
const marked = () => document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE);

afterEach(() => {
  document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE);
  document.cookie = 'ollie_consent=; Path=/; Max-Age=0';
  document.cookie = 'other=; Path=/; Max-Age=0';
});

describe('the inline consent script', () => {
  it.each(['granted', 'denied'])('marks the page when the stored choice is %s', (choice) => {
    document.cookie = 'other=1; Path=/';
    document.cookie = `ollie_consent=${choice}; Path=/`;
    runEarlyScript();
    expect(marked()).toBe(true);
  });

  it.each([
    ['no cookie at all', ''],
    ['an unknown value', 'ollie_consent=maybe'],
    ['a cookie whose name only ends the same', 'not_ollie_consent=granted'],
  ])('leaves the banner to show with %s', (_, cookie) => {
    if (cookie) document.cookie = `${cookie}; Path=/`;
    runEarlyScript();
    expect(marked()).toBe(false);
  });
});

describe('the Content-Security-Policy', () => {
  it('allows this exact script (change both together)', () => {
    const hash = createHash('sha256').update(CONSENT_EARLY_SCRIPT).digest('base64');
    expect(CONSENT_EARLY_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
