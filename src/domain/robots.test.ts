import { describe, expect, it } from 'vitest';
import { canonicalUrl, robotsContent } from './robots';

describe('robotsContent', () => {
  it.each([
    ['production', true, false, 'index, follow'],
    ['production', false, false, 'noindex, nofollow'],
    ['production', true, true, 'noindex, nofollow'],
    ['staging', true, false, 'noindex, nofollow'],
    ['local', true, false, 'noindex, nofollow'],
  ])('%s, indexing %s, noindex %s → %s', (appEnv, allow, noindex, content) => {
    expect(robotsContent(appEnv, allow, noindex)).toBe(content);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['https://shop.example.com', '/', 'https://shop.example.com/'],
    ['https://shop.example.com/', '/faqs', 'https://shop.example.com/faqs/'],
    ['https://shop.example.com', '/faqs/?q=1#top', 'https://shop.example.com/faqs/'],
    ['https://shop.example.com', '/sitemap.xml', 'https://shop.example.com/sitemap.xml'],
  ])('%s + %s → %s', (site, path, url) => {
    expect(canonicalUrl(site, path)).toBe(url);
  });
});
