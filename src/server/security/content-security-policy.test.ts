import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../security-headers.js';
import { productionContentSecurityPolicy } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('productionContentSecurityPolicy', () => {
  it('is the policy the build used to fix, for the same configuration', () => {
    const env = {
      NEXT_PUBLIC_GTM_ID: 'GTM-1',
      NEXT_PUBLIC_INTERCOM_APP_ID: 'app',
      NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
    };
    expect(productionContentSecurityPolicy(env)).toBe(contentSecurityPolicy(false, env));
    expect(productionContentSecurityPolicy({})).toBe(contentSecurityPolicy(false, {}));
  });

  it('follows the environment it is given, so one build serves every configuration', () => {
    const standIn = 'http://127.0.0.1:3199';
    const off = productionContentSecurityPolicy({});
    const on = productionContentSecurityPolicy({
      NEXT_PUBLIC_GTM_ID: 'GTM-STANDIN',
      NEXT_PUBLIC_GTM_ORIGIN: standIn,
    });
    expect(directive(off, 'script-src')).not.toContain(standIn);
    expect(directive(on, 'script-src')).toContain(standIn);
  });

  it('reads only the third parties’ variables, blank ones as unset', () => {
    const policy = productionContentSecurityPolicy({
      NEXT_PUBLIC_INTERCOM_APP_ID: '  ',
      NEXT_PUBLIC_GTM_ID: '',
      NODE_ENV: 'development',
    });
    expect(policy).toBe(contentSecurityPolicy(false, {}));
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
  });
});
