import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { routeRules } from './scripts/lint/route-rules.mjs';
import { testTimeRules } from './scripts/lint/test-time-rules.mjs';

const LAYERS = [
  './src/config',
  './src/domain',
  './src/contracts',
  './src/lib',
  './src/ui',
  './src/features',
  './src/server',
  './src/pages',
];

// Private paths of dependencies: files a routine upgrade may move, rename or change without notice.
const PRIVATE_PATHS = [
  'next/dist',
  'next/dist/**',
  'react-dom/src',
  'react-dom/src/**',
  'react/cjs',
  'react/cjs/**',
  'webpack/lib',
  'webpack/lib/**',
  '**/*.shared-runtime',
  '**/*.shared-runtime.js',
];
// For selectors (esquery's regular expressions cannot hold a slash, so \x2F stands for one).
const PRIVATE_PATH_SOURCE = String.raw`/^(next\x2Fdist|react-dom\x2Fsrc|react\x2Fcjs|webpack\x2Flib)(\x2F|$)|\.shared-runtime(\.js)?$/`;
const PRIVATE_PATH_MESSAGE =
  "A dependency's private path: use its documented API (package exports, README, .d.ts).";
const UNISOLATED_MESSAGE =
  'Runs unisolated (vitest.config.mts, project unit): name the file in ISOLATED there and here.';
/** What would leak from an unisolated test file into the next one in its worker. */
const leakingCalls = (message) => [
  ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers', 'resetModules'].map(
    (property) => ({ object: 'vi', property, message }),
  ),
  { object: 'process', property: 'env', message },
];

// The same paths reached by import(), require() or a test's module mock; and code in strings.
const RESTRICTED_SYNTAX = [
  {
    selector: `ImportExpression[source.value=${PRIVATE_PATH_SOURCE}]`,
    message: PRIVATE_PATH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='require'] > Literal.arguments[value=${PRIVATE_PATH_SOURCE}]`,
    message: PRIVATE_PATH_MESSAGE,
  },
  {
    selector: `CallExpression[callee.property.name=/^(mock|doMock|importActual)$/] > Literal.arguments[value=${PRIVATE_PATH_SOURCE}]`,
    message: PRIVATE_PATH_MESSAGE,
  },
  {
    selector: "NewExpression[callee.name='Worker'] Property[key.name='eval'][value.value=true]",
    message: 'No code in strings: give the worker a module file, type-checked and linted.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-integrations/**',
      'dist/**',
      '.data/**',
      'node_modules/**',
      'drizzle/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      // The shop's illustrations are small static SVGs: the image optimizer cannot shrink them,
      // and plain <img> with width, height and lazy loading is what they need.
      '@next/next/no-img-element': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: PRIVATE_PATHS, message: PRIVATE_PATH_MESSAGE }] },
      ],
      'no-restricted-syntax': ['error', ...RESTRICTED_SYNTAX],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // Dependencies point one way (docs/architecture.md): pages -> features -> ui, lib -> contracts,
    // domain -> config; pages/api -> server -> contracts, domain. Page data loaders
    // (getStaticProps/getServerSideProps) may call server services, so src/pages outside api may
    // import src/server: a page file cannot be split into helper modules under src/pages
    // without becoming a route itself.
    // (No import cycles: madge checks the whole graph at once (scripts/test.mjs), where
    // import/no-cycle spent most of lint's time following imports file by file.)
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/config',
              from: LAYERS.filter((layer) => layer !== './src/config'),
              message: 'src/config is the bottom layer: it imports no other part of src.',
            },
            {
              target: './src/domain',
              from: [
                ...LAYERS.filter((layer) => !['./src/config', './src/domain'].includes(layer)),
                './src/env',
              ],
              message: 'src/domain holds pure rules: it imports only src/config.',
            },
            {
              target: './src/contracts',
              from: ['./src/server', './src/features', './src/ui', './src/lib', './src/pages'],
              message: 'src/contracts may import src/domain and src/config only.',
            },
            {
              target: './src/lib',
              from: ['./src/server', './src/features', './src/ui', './src/pages'],
              message: 'src/lib never imports features, ui, server or pages.',
            },
            {
              target: './src/ui',
              from: ['./src/server', './src/features', './src/pages'],
              message: 'src/ui never imports features or server: pass state in as props.',
            },
            {
              target: './src/features',
              from: ['./src/server', './src/pages'],
              message:
                'Features reach the server only through the API client (src/lib/api-client).',
            },
            {
              target: './src/server',
              from: ['./src/features', './src/ui', './src/lib', './src/pages'],
              message: 'src/server imports only contracts, domain and config (and itself).',
            },
            {
              // The server's environment holds its secrets: browser code reads src/env/client.
              // Pages may import it for their data loaders (getServerSideProps), which Next
              // drops from the browser bundle; _app runs in the browser on every page.
              target: [
                './src/features',
                './src/ui',
                './src/lib',
                './src/contracts',
                './src/config',
                './src/env/client.ts',
                './src/env/server-render.ts',
                './src/pages/_app.tsx',
              ],
              from: ['./src/env/server'],
              message:
                'Server environment in browser code: read publicEnv from src/env/client (NEXT_PUBLIC_* only).',
            },
            {
              target: './src/pages/api',
              from: ['./src/features', './src/ui'],
              message: 'API routes are method maps over src/server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and API routes call services and never build queries (docs/architecture.md): SQL
    // lives in src/server.
    files: ['src/pages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: PRIVATE_PATHS, message: PRIVATE_PATH_MESSAGE },
            {
              group: [
                'drizzle-orm',
                'drizzle-orm/**',
                '@/server/db/schema',
                '@/server/db/schema/**',
              ],
              message: 'Pages and API routes call a service in src/server; they build no queries.',
            },
          ],
        },
      ],
    },
  },
  {
    // One validated read of the environment (src/env: server/ and client.ts). Next's own runtime markers stay in
    // src/instrumentation.ts: they must be literal there for Next to drop the Node-only branch
    // from the edge bundle. Tests set variables on purpose; scripts and root configs run outside
    // the app.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/env/**', 'src/instrumentation.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read environment variables through src/env (serverEnv from src/env/server, publicEnv from src/env/client).',
        },
      ],
    },
  },
  {
    // Build and tooling scripts: CommonJS config files and console reports are their job.
    files: ['*.js', '*.cjs', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
  {
    // One clock (issue 33, docs/testing.md): the server reads "now" through src/server/clock.ts
    // and pure rules take it as a parameter, so tests and the e2e server choose the day. Browser
    // code (features, ui, lib) reads the visitor's own clock, which the e2e fixture sets.
    files: [
      'src/server/**/*.ts',
      'src/domain/**/*.ts',
      'src/contracts/**/*.ts',
      'src/pages/**/*.{ts,tsx}',
      'src/*.ts',
      'src/env/**/*.ts',
    ],
    plugins: { shop: testTimeRules },
    rules: { 'shop/no-real-clock': 'error' },
  },
  {
    // The shared handler reads each API route's body itself (scripts/lint/route-rules.mjs); NextAuth's
    // own routes keep Next's parser.
    files: ['src/pages/api/**/*.ts'],
    ignores: ['src/pages/api/**/*.test.ts', 'src/pages/api/**/*nextauth*.ts'],
    plugins: { route: routeRules },
    rules: { 'route/api-config': 'error' },
  },
  {
    // A transaction holds one connection, which runs one query at a time: pg 8 queues a query
    // sent while it is busy (with a warning) and pg 9 refuses it. Independent reads go through
    // readAll (src/server/db/read-all.ts): at once on the pool, in turn inside a transaction.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/db/read-all.ts', 'src/server/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...RESTRICTED_SYNTAX,
        {
          selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^all/]",
          message:
            'Database reads at once: use readAll(db, [() => ...]) (src/server/db/read-all.ts), which runs them in turn inside a transaction. For work that is not a database read, disable this line and say why.',
        },
        {
          selector:
            "TSAsExpression[typeAnnotation.typeName.name='Database'] > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message:
            'A transaction is a Database already (src/server/db/client.ts): pass it as it is.',
        },
      ],
    },
  },
  {
    // vitest.config.mts runs these pure tests unisolated (its `unit` project: one module graph
    // per worker). A module mock, a stubbed variable or global, or fake timers would leak into
    // the next file there: such a test belongs beside the server code in the isolated project.
    files: ['src/{domain,contracts,config,server/domain,features,ui}/**/*.test.ts'],
    ignores: [
      'src/server/domain/data-erasure.test.ts',
      'src/features/checkout/after-checkout.test.ts',
      'src/ui/forms/card/stripe-next-action.test.ts',
    ],
    rules: { 'no-restricted-properties': ['error', ...leakingCalls(UNISOLATED_MESSAGE)] },
  },
  {
    // Tests set "today" themselves and never sleep or retry; deadlines use performance.now().
    files: [
      'src/**/*.test.{ts,tsx}',
      'tests/**/*.ts',
      'e2e/**/*.ts',
      'vitest.config.mts',
      'playwright*.config.ts',
    ],
    plugins: { shop: testTimeRules },
    rules: {
      'shop/no-real-clock': [
        'error',
        {
          hint: 'Set the day with useShopDate (tests/helpers/clock.ts) or e2e/support/clock.ts; time a wait with performance.now().',
        },
      ],
      'shop/no-fixed-waits': 'error',
    },
  },
];

export default config;
