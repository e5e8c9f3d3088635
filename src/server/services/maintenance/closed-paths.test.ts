import { describe, expect, it } from 'vitest';
import { closedRequest } from './closed-paths';

describe('closedRequest: what the web server closes during maintenance', () => {
  it.each([
    ['GET', '/how-it-works/', 'page'],
    ['GET', '/how-it-works', 'page'],
    ['GET', '/', 'page'],
    ['HEAD', '/account/?tab=plan', 'page'],
    ['GET', '/administrator/', 'page'],
    ['GET', '/_next/data/b1/how-it-works.json', 'data'],
    ['GET', '/_next/data/b1/index.json', 'data'],
    ['GET', '/_next/data/b1/fresh-dog-food/beef.json?recipe=beef', 'data'],
    ['GET', '/api/v3/customers/1/', 'api'],
    ['POST', '/api/v3/customers/1/cart/', 'api'],
    ['GET', '/api/auth/session/', 'api'],
    ['GET', '/api/v3/healthz/', 'api'],
    ['GET', '/api/adminx/', 'api'],
  ] as const)('%s %s: %s', (method, url, closed) => {
    expect(closedRequest(method, url)).toBe(closed);
  });

  it.each([
    ['GET', '/maintenance/'],
    ['GET', '/_next/data/b1/maintenance.json'],
    ['GET', '/admin/'],
    ['GET', '/admin/setup/?token=abc'],
    ['GET', '/_next/data/b1/admin/customers.json'],
    ['GET', '/_next/static/chunks/main.js'],
    ['GET', '/robots.txt'],
    ['GET', '/images/menu/fresh-beef.svg'],
    ['POST', '/api/admin/auth/callback/credentials/'],
    ['GET', '/api/admin/maintenance/'],
    ['GET', '/api/v3/health/'],
    ['GET', '/api/v3/ready/'],
    ['GET', '/api/metrics'],
    ['POST', '/how-it-works/'],
  ])('leaves %s %s open', (method, url) => {
    expect(closedRequest(method, url)).toBeNull();
  });
});
