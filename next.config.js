// @ts-check
const { PHASE_DEVELOPMENT_SERVER } = require('next/constants');
const { securityHeaders } = require('./security-headers.js');

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Another build beside the usual one (a measurement, a comparison); the suites share .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` has typechecked the whole tree with tsc (the same tsconfig) before it builds, and
  // says so: the build's own check would be the same work again. Every other build checks itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // ANALYZE=1 writes browser source maps, to see which modules a chunk holds (docs/performance.md).
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // The browser learns the deployment from APP_ENV unless told otherwise.
  env: { NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV || process.env.APP_ENV || 'local' },
  // Every path ends in a slash, as the spec's API paths do (Django REST framework style).
  // API calls are answered with or without it, never redirected: src/proxy.ts adds the slash to
  // page URLs instead of Next's built-in redirect.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // pure: styled() calls are marked side-effect free, so a styled component nothing renders (one a
  // shared module or the forms barrel exports but this page does not use) is left out of its chunk.
  compiler: { styledComponents: { pure: true } },
  // Loaded by Node at run time, never bundled: PGlite finds its WebAssembly beside its own files,
  // and the instrumentation hook (which starts the job worker) is bundled apart from the routes.
  serverExternalPackages: ['@electric-sql/pglite', 'pg-boss'],
  // Next would otherwise load every page in the background after start, unawaited, while the
  // instance already serves: a restarted instance then answered its first customers 11 to 95 s
  // late (issue 54). The web process warms the pages customers use before it listens instead
  // (src/server/startup/warm-up.ts); the others load on their first request.
  experimental: { preloadEntriesOnStart: false },
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
};

/**
 * Next calls this with the phase it runs in. The Content-Security-Policy follows the configured
 * third parties, so it is fixed here only for `next dev` (whose configuration is read as it
 * starts); a production build gets it per response from the web server (scripts/web.ts), from
 * the environment it runs with: one build serves every configuration.
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
module.exports = (phase) => {
  const isDev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    ...nextConfig,
    async headers() {
      const headers = securityHeaders(isDev, { contentSecurityPolicy: isDev });
      return [
        { source: '/:path*', headers },
        // Ingredient icons are linked with their content's hash (recipe-art.server.ts), so a
        // changed icon is a new URL and a browser may keep each one for good.
        {
          source: '/images/ingredients/:file*',
          headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        },
      ];
    },
  };
};
