import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-integrations/**',
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
    },
  },
  {
    // Build and tooling scripts: CommonJS config files and console reports are their job.
    files: ['*.js', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'off',
    },
  },
];

export default config;
