/**
 * The browser-side third parties' settings, read when the server starts rather than inlined at
 * build time, so one build serves every configuration: the Content-Security-Policy
 * (src/server/security/content-security-policy.ts) and GET /api/integrations/ are computed from
 * them. Keyed by variable name, as csp-sources.js reads them; a blank value counts as unset.
 * Stripe's and reCAPTCHA's keys are here for the policy only: their forms still read the
 * build-time `publicEnv`, so those two must be set at build and at run time alike.
 */
export const THIRD_PARTY_VARIABLES = [
  'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'NEXT_PUBLIC_RECAPTCHA_SITE_KEY',
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_GTM_ORIGIN',
  'NEXT_PUBLIC_FLAGSHIP_ENV_ID',
  'NEXT_PUBLIC_FLAGSHIP_API_KEY',
  'NEXT_PUBLIC_FLAGSHIP_DECISION_API_URL',
  'NEXT_PUBLIC_SENTRY_DSN',
  'NEXT_PUBLIC_DATADOG_APPLICATION_ID',
  'NEXT_PUBLIC_DATADOG_CLIENT_TOKEN',
  'NEXT_PUBLIC_DATADOG_SITE',
  'NEXT_PUBLIC_DATADOG_PROXY_URL',
  'NEXT_PUBLIC_INTERCOM_APP_ID',
  'NEXT_PUBLIC_INTERCOM_WIDGET_ORIGIN',
] as const;
type ThirdPartyVariable = (typeof THIRD_PARTY_VARIABLES)[number];
export type ThirdPartyEnv = Partial<Record<ThirdPartyVariable, string>>;

/** Read by name, never spelled out on process.env: Next would inline such a read at build time. */
export function thirdPartyEnv(
  source: Record<string, string | undefined> = process.env,
): ThirdPartyEnv {
  const env: ThirdPartyEnv = {};
  for (const name of THIRD_PARTY_VARIABLES) {
    const value = source[name]?.trim();
    if (value) env[name] = value;
  }
  return env;
}
