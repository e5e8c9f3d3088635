// @ts-check
// Response headers for every route. Kept in plain JS so next.config.js can load it without a build step.
const { thirdPartySources } = require('./csp-sources.js');

// The two inline scripts the shop serves, each allowed by its hash, not by 'unsafe-inline'
// (their tests fail when a script changes and its hash does not):
// src/lib/integrations/consent/consent-early-script.ts hides the server-rendered consent banner
// before first paint when a choice is already stored;
const CONSENT_EARLY_SCRIPT_HASH = "'sha256-yg8JBfPQIGJECkfbZh4D1qq6rsR4OU11cXiVcBL/QEY='";
// src/ui/document/after-paint-scripts.ts loads a public page's scripts after its first paint and
// holds a click made before the page has hydrated.
const AFTER_PAINT_LOADER_HASH = "'sha256-ROzLhW2UzirdB8hh6MgMnflSXefbuY+6lC+UIz3ZNwo='";

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
    // our own inline scripts are allowed by their hashes. Dev needs eval and inline scripts for hot
    // reloading.
    'script-src': [
      "'self'",
      CONSENT_EARLY_SCRIPT_HASH,
      AFTER_PAINT_LOADER_HASH,
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

/** @param {boolean} isDev */
function securityHeaders(isDev) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(isDev) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(self)',
    },
  ];
}

module.exports = {
  securityHeaders,
  contentSecurityPolicy,
  CONSENT_EARLY_SCRIPT_HASH,
  AFTER_PAINT_LOADER_HASH,
};
