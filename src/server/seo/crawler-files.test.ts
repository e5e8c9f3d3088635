import { describe, expect, it } from 'vitest';
import { publicRoutes } from '@/config/public-routes';
import { buildRobotsTxt, buildSitemapXml } from './crawler-files';

describe('robots.txt', () => {
  it('shuts everything when the shop must not be indexed', () => {
    expect(buildRobotsTxt('https://shop.example.com', false)).toBe('User-agent: *\nDisallow: /\n');
  });

  it('opens the public pages, closes private areas and names the sitemap', () => {
    const text = buildRobotsTxt('https://shop.example.com', true);
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /account/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists absolute URLs with a trailing slash', () => {
    const xml = buildSitemapXml('https://shop.example.com', [
      { path: '/', changefreq: 'weekly', priority: 1 },
      { path: '/faqs', changefreq: 'monthly', priority: 0.5 },
    ]);
    expect(xml).toContain('<loc>https://shop.example.com/</loc>');
    expect(xml).toContain(
      '<loc>https://shop.example.com/faqs/</loc><changefreq>monthly</changefreq><priority>0.5</priority>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('never lists the operator console', () => {
    expect(publicRoutes().filter((route) => route.path.startsWith('/admin'))).toEqual([]);
  });
});
