// @ts-check
// Response headers for every route. Kept in plain JS so next.config.js can load it without a build step.

/**
 * Third parties the browser may reach, each only when it is configured (at build time, like the
 * NEXT_PUBLIC_ keys that switch it on).
 * @param {Record<string, string | undefined>} env
 */
function thirdParties(env) {
  /** @type {{ script: string[], frame: string[], connect: string[] }} */
  const sources = { script: [], frame: [], connect: [] };
  if (env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY) {
    sources.script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    sources.frame.push(
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    );
  }
  return sources;
}

/**
 * @param {boolean} isDev
 * @param {Record<string, string | undefined>} [env]
 */
function contentSecurityPolicy(isDev, env = process.env) {
  const allowed = thirdParties(env);
  const directives = {
    'default-src': ["'self'"],
    // Next's pages router emits no inline executable script in production; dev needs eval for HMR.
    'script-src': [
      "'self'",
      ...allowed.script,
      ...(isDev ? ["'unsafe-eval'", "'unsafe-inline'"] : []),
    ],
    // styled-components injects <style> elements at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...allowed.connect, ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'self'", ...allowed.frame],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
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

module.exports = { securityHeaders, contentSecurityPolicy };
