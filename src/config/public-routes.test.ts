import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-routes';

describe('publicRoutes', () => {
  it('lists every catalogue and content route once, with a trailing slash', () => {
    const paths = publicRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/fresh-dog-food/pork/',
      '/baked-dog-food/chicken/',
      '/dog-treats/',
      '/faqs/',
      '/terms/',
    ])
      expect(paths).toContain(path);
    expect(paths.every((path) => path.endsWith('/'))).toBe(true);
  });

  it('lists the lamb page whatever SHOW_LAMB says: the flag decides ordering, not publishing', () => {
    expect(publicRoutes().map((route) => route.path)).toContain('/fresh-dog-food/lamb/');
  });
});
