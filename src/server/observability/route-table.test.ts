import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NEXT_DATA_ROUTE,
  routeMatcher,
  routeOf,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
} from './route-table';

const PAGES = join(process.cwd(), 'src/pages');
const SPECIAL = new Set(['_app', '_document', '_error']);

/** Every route the pages tree defines, as Next reads it: `a/[id]/index.tsx` is `/a/[id]`. */
function patternsOfPages(): string[] {
  const files = readdirSync(PAGES, { recursive: true, encoding: 'utf8' });
  return files
    .filter((file) => /\.(tsx?|jsx?)$/.test(file))
    .map((file) => file.replace(/\.(tsx?|jsx?)$/, '').split(/[\\/]/))
    .filter((parts) => !(parts.length === 1 && SPECIAL.has(parts[0]!)))
    .map(
      (parts) => `/${(parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts).join('/')}`,
    )
    .sort();
}

function generatedModule(patterns: string[]): string {
  return [
    '// Generated from src/pages by route-table.test.ts. After adding or moving a page, run',
    '// `npx vitest run src/server/observability/route-table.test.ts --update` and commit it.',
    'export const ROUTE_PATTERNS: readonly string[] = [',
    ...patterns.map((pattern) => `  '${pattern}',`),
    '];',
    '',
  ].join('\n');
}

describe('the route table', () => {
  it('holds every page and API route of src/pages (regenerate it with --update)', async () => {
    await expect(generatedModule(patternsOfPages())).toMatchFileSnapshot(
      './route-table.generated.ts',
    );
  });

  it.each([
    ['/', '/'],
    ['/?utm_source=x', '/'],
    ['/fresh-dog-food/', '/fresh-dog-food'],
    ['/fresh-dog-food/chicken/', '/fresh-dog-food/[recipe]'],
    ['/api/v3/customers/42/cart/', '/api/v3/customers/[id]/cart'],
    ['/api/v3/customers/42/cart', '/api/v3/customers/[id]/cart'],
    [
      '/api/v3/customers/42/orders/7/claims/quote/',
      '/api/v3/customers/[id]/orders/[orderId]/claims/quote',
    ],
    ['/api/v3/health/', '/api/v3/health'],
    ['/api/v3/no/such/thing/', '/api/v3/[...path]'],
    ['/api/auth/callback/credentials/', '/api/auth/[...nextauth]'],
    [
      '/api/admin/customers/3/subscriptions/9/pause/',
      '/api/admin/customers/[customerId]/subscriptions/[subscriptionId]/[action]',
    ],
    ['/robots.txt', '/robots.txt'],
    ['/_next/static/chunks/main-abc123.js', STATIC_ROUTE],
    ['/_next/image?url=%2Fimages%2Fdog.jpg&w=640&q=75', STATIC_ROUTE],
    ['/images/recipes/chicken.webp', STATIC_ROUTE],
    ['/favicon.ico', STATIC_ROUTE],
    ['/_next/data/build-1/fresh-dog-food.json', NEXT_DATA_ROUTE],
    ['/wp-admin/', UNMATCHED_ROUTE],
    ['/api/unknown/', UNMATCHED_ROUTE],
  ])('%s is %s', (url, pattern) => {
    expect(routeOf(url)).toBe(pattern);
  });

  it('prefers static segments to dynamic ones and both to catch-alls, in any order', () => {
    const match = routeMatcher([
      '/docs/[[...slug]]',
      '/docs/[...slug]',
      '/docs/[page]',
      '/docs/intro',
    ]);
    expect(match('/docs/intro/')).toBe('/docs/intro');
    expect(match('/docs/other/')).toBe('/docs/[page]');
    expect(match('/docs/a/b/')).toBe('/docs/[...slug]');
    expect(match('/docs/')).toBe('/docs/[[...slug]]');
    expect(routeMatcher(['/docs/[...slug]'])('/docs/')).toBe(UNMATCHED_ROUTE);
  });
});
