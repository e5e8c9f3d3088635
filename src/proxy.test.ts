import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceCache } from '@/server/services/maintenance/maintenance-cache';
import { setMaintenanceCacheForTests } from '@/server/services/maintenance/shop-maintenance';
import { proxy } from './proxy';

const request = (path: string) => new NextRequest(new URL(path, 'http://shop.test'));
const passedOn = async (path: string) =>
  (await proxy(request(path))).headers.get('x-middleware-next') === '1';

// The stored switch, as the database would answer it (tests/api/admin/maintenance.test.ts reads
// a real one).
const stored = { enabled: false };
const read = vi.fn(async () => stored.enabled);

beforeEach(() => {
  stored.enabled = false;
  read.mockClear();
  setMaintenanceCacheForTests(new MaintenanceCache({ read, now: () => 0 }));
});

afterEach(() => {
  delete process.env.MAINTENANCE_MODE;
  setMaintenanceCacheForTests(undefined);
});

describe('proxy', () => {
  it('adds the trailing slash to a page path, keeping the query', async () => {
    const response = await proxy(request('/how-it-works?ref=email'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/how-it-works/?ref=email');
  });

  it('answers API calls as they come, with or without the slash', async () => {
    for (const path of ['/api/v3/health', '/api/v3/health/', '/api/auth/session'])
      expect(await passedOn(path)).toBe(true);
  });

  it('leaves files and slashed pages alone', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/faqs/'])
      expect(await passedOn(path)).toBe(true);
  });

  it('never asks the database about files or the back office', async () => {
    stored.enabled = true;
    for (const path of ['/robots.txt', '/fonts/figtree.woff2', '/admin/', '/api/admin/me/'])
      expect(await passedOn(path)).toBe(true);
    expect(read).not.toHaveBeenCalled();
  });

  describe('with the stored switch on', () => {
    beforeEach(() => {
      stored.enabled = true;
    });

    it('serves the maintenance page for customers’ pages, slash or not', async () => {
      for (const path of ['/fresh-dog-food/', '/account/my-plan', '/'])
        expect((await proxy(request(path))).headers.get('x-middleware-rewrite')).toBe(
          'http://shop.test/maintenance/',
        );
    });

    it('answers customers’ API calls with a JSON 503', async () => {
      for (const path of ['/api/v3/customers/1/', '/api/auth/session/', '/api/v3/healthz/']) {
        const response = await proxy(request(path));
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('600');
        expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
      }
    });

    it('keeps the back office, staff sign-in and operators’ routes reachable', async () => {
      for (const path of [
        '/admin/',
        '/admin/login/',
        '/admin/setup/?token=abc',
        '/admin/security/',
        '/admin/maintenance/',
        '/api/admin/auth/csrf/',
        '/api/admin/auth/callback/credentials/',
        '/api/admin/maintenance/',
        '/api/v3/health/',
        '/api/v3/ready/',
        '/api/metrics',
        '/maintenance/',
        '/robots.txt',
      ])
        expect(await passedOn(path), path).toBe(true);
    });

    it('does not take a look-alike path for the back office', async () => {
      expect((await proxy(request('/administrator/'))).headers.get('x-middleware-rewrite')).toBe(
        'http://shop.test/maintenance/',
      );
      expect((await proxy(request('/api/adminx/'))).status).toBe(503);
    });

    it('reads the switch once for many requests within the cache’s TTL', async () => {
      for (const path of ['/', '/faqs/', '/api/v3/products/']) await proxy(request(path));
      expect(read).toHaveBeenCalledTimes(1);
    });
  });

  describe('with MAINTENANCE_MODE set', () => {
    it('serves the maintenance page whatever the stored switch says, without reading it', async () => {
      process.env.MAINTENANCE_MODE = 'true';
      const response = await proxy(request('/fresh-dog-food/'));
      expect(response.headers.get('x-middleware-rewrite')).toBe('http://shop.test/maintenance/');
      expect(read).not.toHaveBeenCalled();
    });

    it('answers the API with a JSON 503, except the health check and the back office', async () => {
      process.env.MAINTENANCE_MODE = 'on';
      const response = await proxy(request('/api/v3/customers/1/'));
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'service_unavailable' });
      expect(await passedOn('/api/v3/health/')).toBe(true);
      expect(await passedOn('/api/admin/maintenance/')).toBe(true);
    });

    it('lets the readiness probe through: instances stay in the load balancer', async () => {
      process.env.MAINTENANCE_MODE = 'on';
      expect(await passedOn('/api/v3/ready/')).toBe(true);
    });
  });

  it('lets customers in when the switch is off and the variable unset', async () => {
    expect(await passedOn('/fresh-dog-food/')).toBe(true);
    expect(await passedOn('/api/v3/customers/1/')).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
