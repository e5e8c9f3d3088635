import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/account/', '/account/'],
    ['/account/my-info/?tab=address#phone', '/account/my-info/?tab=address#phone'],
    [['/faqs/', '/other/'], '/faqs/'],
  ])('keeps the internal path %o', (value, path) => {
    expect(safeRedirect(value)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/account/',
    '/\\evil.example',
    'javascript:alert(1)',
    'account/',
    '',
    '/acc\nount/',
    undefined,
    42,
    '/'.padEnd(2001, 'a'),
  ])('falls back for %o', (value) => {
    expect(safeRedirect(value, '/')).toBe('/');
  });
});
