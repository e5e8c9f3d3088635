import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const request = (path: string) => new NextRequest(new URL(path, 'http://shop.test'));

afterEach(() => {
  delete process.env.MAINTENANCE_MODE;
});

describe('proxy', () => {
  it('adds the trailing slash to a page path, keeping the query', () => {
    const response = proxy(request('/how-it-works?ref=email'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/how-it-works/?ref=email');
  });

  it('answers API calls as they come, with or without the slash', () => {
    for (const path of ['/api/v3/health', '/api/v3/health/', '/api/auth/session']) {
      expect(proxy(request(path)).headers.get('x-middleware-next')).toBe('1');
    }
  });

  it('leaves files and slashed pages alone', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/faqs/']) {
      expect(proxy(request(path)).headers.get('x-middleware-next')).toBe('1');
    }
  });

  describe('with MAINTENANCE_MODE on', () => {
    it('serves the maintenance page for every page', () => {
      process.env.MAINTENANCE_MODE = 'true';
      const response = proxy(request('/fresh-dog-food/'));
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/maintenance/');
    });

    it('answers the API with a JSON 503, except the health check', async () => {
      process.env.MAINTENANCE_MODE = 'on';
      const response = proxy(request('/api/v3/customers/1/'));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('600');
      expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
      expect(proxy(request('/api/v3/health/')).headers.get('x-middleware-next')).toBe('1');
    });

    it('lets the readiness probe through: instances stay in the load balancer', () => {
      process.env.MAINTENANCE_MODE = 'on';
      expect(proxy(request('/api/v3/ready/')).headers.get('x-middleware-next')).toBe('1');
    });
  });
});
