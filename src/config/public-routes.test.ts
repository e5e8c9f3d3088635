import { describe, expect, it } from 'vitest';
import { publicRoutes } from './public-routes';

describe('publicRoutes', () => {
  it('lists every catalogue and content route once, with a trailing slash', () => {
    const paths = publicRoutes(false).map((route) => route.path);
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

  it('lists lamb only when SHOW_LAMB is on', () => {
    expect(publicRoutes(false).map((route) => route.path)).not.toContain('/fresh-dog-food/lamb/');
    expect(publicRoutes(true).map((route) => route.path)).toContain('/fresh-dog-food/lamb/');
  });
});
