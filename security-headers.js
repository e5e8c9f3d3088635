// @ts-check
// Response headers for every route. Kept in plain JS so next.config.js can load it without a build step.

/** @param {boolean} isDev */
function contentSecurityPolicy(isDev) {
  const directives = {
    'default-src': ["'self'"],
    // Next's pages router emits no inline executable script in production; dev needs eval for HMR.
    'script-src': ["'self'", ...(isDev ? ["'unsafe-eval'", "'unsafe-inline'"] : [])],
    // styled-components injects <style> elements at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'self'"],
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
