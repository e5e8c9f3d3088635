import { describe, expect, it } from 'vitest';
type SecurityHeaders = {
  securityHeaders: (isDev: boolean) => { key: string; value: string }[];
  contentSecurityPolicy: (isDev: boolean, env?: Record<string, string | undefined>) => string;
  CONSENT_EARLY_SCRIPT_HASH: string;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const headers = require('../../security-headers.js') as SecurityHeaders;
const {
  contentSecurityPolicy,
  CONSENT_EARLY_SCRIPT_HASH: consentScriptHash,
  securityHeaders,
} = headers;

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('allows only the shop itself when no third party is configured', () => {
    const policy = contentSecurityPolicy(false, {});
    expect(directive(policy, 'script-src')).toEqual(["'self'", consentScriptHash]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('lets reCAPTCHA load and frame only when its site key is set', () => {
    const policy = contentSecurityPolicy(false, { NEXT_PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      consentScriptHash,
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

describe('third parties in the policy', () => {
  const policy = (env: Record<string, string>) => contentSecurityPolicy(false, env);

  it('lets Stripe.js load, frame its card fields and 3-D Secure, and call its API', () => {
    const stripe = policy({ NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    expect(directive(stripe, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(stripe, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directive(stripe, 'connect-src')).toContain('https://api.stripe.com');
  });

  it('allows the tag manager and Google Analytics only with a container id', () => {
    expect(policy({ NEXT_PUBLIC_GTM_ORIGIN: 'https://www.googletagmanager.com' })).not.toContain(
      'googletagmanager',
    );
    const gtm = policy({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC123' });
    expect(directive(gtm, 'script-src')).toEqual([
      "'self'",
      consentScriptHash,
      'https://*.googletagmanager.com',
    ]);
    expect(directive(gtm, 'connect-src')).toContain('https://*.google-analytics.com');
  });

  it('allows exactly a stand-in origin when one replaces a third party', () => {
    const standIn = 'http://127.0.0.1:3199';
    const local = policy({
      NEXT_PUBLIC_GTM_ID: 'GTM-STANDIN',
      NEXT_PUBLIC_GTM_ORIGIN: standIn,
      NEXT_PUBLIC_INTERCOM_APP_ID: 'app',
      NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN: `${standIn}/`,
    });
    expect(directive(local, 'script-src')).toEqual(["'self'", consentScriptHash, standIn]);
    expect(local).not.toContain('googletagmanager');
    expect(local).not.toContain('intercom');
  });

  it('sends errors only to the host named in the Sentry DSN', () => {
    const sentry = policy({ NEXT_PUBLIC_SENTRY_DSN: 'https://key@o12.ingest.sentry.io/34' });
    expect(directive(sentry, 'connect-src')).toEqual(["'self'", 'https://o12.ingest.sentry.io']);
    expect(directive(policy({ NEXT_PUBLIC_SENTRY_DSN: 'not a url' }), 'connect-src')).toEqual([
      "'self'",
    ]);
  });

  it.each([
    ['datadoghq.com', 'https://browser-intake-datadoghq.com'],
    ['us3.datadoghq.com', 'https://browser-intake-us3-datadoghq.com'],
    ['datadoghq.eu', 'https://browser-intake-datadoghq.eu'],
  ])('sends RUM data for the %s site to %s', (site, intake) => {
    const rum = policy({
      NEXT_PUBLIC_DATADOG_APPLICATION_ID: 'app',
      NEXT_PUBLIC_DATADOG_CLIENT_TOKEN: 'pub',
      NEXT_PUBLIC_DATADOG_SITE: site,
    });
    expect(directive(rum, 'connect-src')).toEqual(["'self'", intake]);
  });

  it('needs both Flagship keys before it allows the decision API', () => {
    expect(policy({ NEXT_PUBLIC_FLAGSHIP_ENV_ID: 'env' })).not.toContain('flagship');
    const flagship = policy({
      NEXT_PUBLIC_FLAGSHIP_ENV_ID: 'env',
      NEXT_PUBLIC_FLAGSHIP_API_KEY: 'k',
    });
    expect(directive(flagship, 'connect-src')).toContain('https://decision.flagship.io');
    expect(directive(flagship, 'script-src')).toEqual(["'self'", consentScriptHash]);
  });

  it('lets the Intercom messenger load, connect over websockets and show its fonts', () => {
    const intercom = policy({ NEXT_PUBLIC_INTERCOM_APP_ID: 'abc123' });
    expect(directive(intercom, 'script-src')).toContain('https://widget.intercom.io');
    expect(directive(intercom, 'connect-src')).toContain('wss://*.intercom.io');
    expect(directive(intercom, 'font-src')).toContain('https://js.intercomcdn.com');
  });

  it('follows Intercom’s published host list: app loader, new messenger host, attachments, forms', () => {
    const intercom = policy({ NEXT_PUBLIC_INTERCOM_APP_ID: 'abc123' });
    expect(directive(intercom, 'script-src')).toContain('https://app.intercom.io');
    expect(directive(intercom, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.intercom-messenger.com',
        'wss://*.intercom-messenger.com',
      ]),
    );
    expect(directive(intercom, 'img-src')).toEqual(
      expect.arrayContaining([
        'https://*.intercom-attachments-5.com',
        'https://*.intercom-attachments-9.com',
        'https://*.intercomcdn.com',
      ]),
    );
    expect(directive(intercom, 'form-action')).toEqual([
      "'self'",
      'https://intercom.help',
      'https://api-iam.intercom.io',
    ]);
    expect(directive(policy({}), 'form-action')).toEqual(["'self'"]);
  });

  it('keeps inline scripts out however many integrations are on', () => {
    const all = policy({
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk',
      NEXT_PUBLIC_GTM_ID: 'GTM-1',
      NEXT_PUBLIC_INTERCOM_APP_ID: 'a',
      NEXT_PUBLIC_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
    });
    expect(directive(all, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(all, 'script-src')).not.toContain("'unsafe-eval'");
  });
});

describe('the inline script', () => {
  it('is allowed by its hash and nothing broader', () => {
    const scripts = directive(contentSecurityPolicy(false, {}), 'script-src');
    expect(scripts?.filter((source) => source.startsWith("'sha256-"))).toEqual([consentScriptHash]);
    expect(scripts).not.toContain("'unsafe-inline'");
  });
});

describe('Permissions-Policy', () => {
  it("lets only the shop and Stripe's wallet frames ask for payment", () => {
    const header = securityHeaders(false).find(({ key }) => key === 'Permissions-Policy');
    const payment = header?.value.split(', ').find((part) => part.startsWith('payment='));
    expect(payment).toBe('payment=(self "https://js.stripe.com")');
    expect(header?.value).toContain('camera=()');
  });
});

describe('securityHeaders', () => {
  type Headers = Array<{ key: string; value: string }>;
  const { securityHeaders: withOptions } = headers as unknown as {
    securityHeaders: (isDev: boolean, options?: { contentSecurityPolicy?: boolean }) => Headers;
  };
  const names = (list: Headers) => list.map((header) => header.key);

  it('leaves the policy to the web server when the build must not fix it', () => {
    const fixed = names(withOptions(false, { contentSecurityPolicy: false }));
    expect(fixed).not.toContain('Content-Security-Policy');
    expect(fixed).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'X-Frame-Options']));
  });

  it('includes the development policy for `next dev`', () => {
    const dev = withOptions(true, { contentSecurityPolicy: true });
    const policy = dev.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(directive(policy ?? '', 'script-src')).toContain("'unsafe-eval'");
  });
});
