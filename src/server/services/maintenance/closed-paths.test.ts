import { describe, expect, it } from 'vitest';
import { closedPageRequest } from './closed-paths';

describe('closedPageRequest: what the web server closes itself during maintenance', () => {
  it.each([
    ['GET', '/how-it-works/', 'page'],
    ['GET', '/', 'page'],
    ['HEAD', '/account/?tab=plan', 'page'],
    ['GET', '/_next/data/b1/how-it-works.json', 'data'],
    ['GET', '/_next/data/b1/index.json', 'data'],
    ['GET', '/_next/data/b1/fresh-dog-food/beef.json?recipe=beef', 'data'],
  ] as const)('%s %s: %s', (method, url, closed) => {
    expect(closedPageRequest(method, url)).toBe(closed);
  });

  it.each([
    ['GET', '/maintenance/'],
    ['GET', '/_next/data/b1/maintenance.json'],
    ['GET', '/admin/'],
    ['GET', '/_next/data/b1/admin/customers.json'],
    ['GET', '/_next/static/chunks/main.js'],
    ['GET', '/robots.txt'],
    ['GET', '/images/menu/fresh-beef.svg'],
    // The proxy's: API calls (a JSON 503) and unslashed paths.
    ['GET', '/api/v3/products/'],
    ['POST', '/how-it-works/'],
  ])('leaves %s %s open', (method, url) => {
    expect(closedPageRequest(method, url)).toBeNull();
  });
});
