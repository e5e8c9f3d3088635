// @ts-check
// Response headers for every route. Kept in plain JS so next.config.js can load it without a build step.
const { thirdPartySources } = require('./csp-sources.js');

// The one inline script the shop serves, allowed by its hash, not by 'unsafe-inline' (its test
// fails when the script changes and its hash does not):
// src/lib/integrations/consent/consent-early-script.ts hides the server-rendered consent banner
// before first paint when a choice is already stored.
const CONSENT_EARLY_SCRIPT_HASH = "'sha256-yg8JBfPQIGJECkfbZh4D1qq6rsR4OU11cXiVcBL/QEY='";

/**
 * @param {boolean} isDev
 * @param {Record<string, string | undefined>} [env]
 */
function contentSecurityPolicy(isDev, env = process.env) {
  const allowed = thirdPartySources(env);
  const directives = {
    'default-src': ["'self'"],
    // Next's pages router (webpack build) emits no inline executable script, and every third-party
    // loader is created from our own bundle, so no nonce or 'unsafe-inline' is needed for scripts;
    // our own inline script is allowed by its hash. Dev needs eval and inline scripts for hot
    // reloading.
    'script-src': [
      "'self'",
      CONSENT_EARLY_SCRIPT_HASH,
      ...allowed.script,
      ...(isDev ? ["'unsafe-eval'", "'unsafe-inline'"] : []),
    ],
    // styled-components injects <style> elements at runtime (styles cannot run code).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...allowed.img],
    'font-src': ["'self'", 'data:', ...allowed.font],
    'media-src': ["'self'", ...allowed.media],
    'connect-src': ["'self'", ...allowed.connect, ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'self'", ...allowed.frame],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'", ...allowed.form],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The headers next.config.js fixes for every route. The Content-Security-Policy is among them only
 * for `next dev`, which reads its environment when it starts; a production build leaves it to the
 * web server (src/server/security/content-security-policy.ts), which computes it from the
 * environment it runs with, so the build does not fix the third parties it allows.
 * @param {boolean} isDev
 * @param {{ contentSecurityPolicy?: boolean }} [options]
 */
function securityHeaders(isDev, options = {}) {
  const withPolicy = options.contentSecurityPolicy ?? true;
  return [
    ...(withPolicy
      ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev) }]
      : []),
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      // Apple Pay and Google Pay run the Payment Request API inside Stripe's frames (checkout's
      // wallet buttons); no other origin may ask for payment.
      value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    },
  ];
}

module.exports = {
  securityHeaders,
  contentSecurityPolicy,
  CONSENT_EARLY_SCRIPT_HASH,
};
