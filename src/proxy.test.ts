import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';

const request = (path: string) => new NextRequest(new URL(path, 'http://shop.test'));

describe('proxy', () => {
  it('adds the trailing slash to a page path, keeping the query', () => {
    const response = proxy(request('/how-it-works?ref=email'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://shop.test/how-it-works/?ref=email');
  });

  it('leaves files alone', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/fonts/figtree.woff2'])
      expect(proxy(request(path)).headers.get('x-middleware-next')).toBe('1');
  });
});
