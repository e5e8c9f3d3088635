import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { contentSecurityPolicy } = require('../../security-headers.js') as {
  contentSecurityPolicy: (isDev: boolean, env?: Record<string, string | undefined>) => string;
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows only the shop itself when no third party is configured', () => {
    const policy = contentSecurityPolicy(false, {});
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets reCAPTCHA load and frame only when its site key is set', () => {
    const policy = contentSecurityPolicy(false, { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directive(policy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy).not.toContain("unsafe-inline'; style");
  });

  it('never allows inline or eval scripts in production', () => {
    const scripts = directive(contentSecurityPolicy(false, {}), 'script-src');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });
});
