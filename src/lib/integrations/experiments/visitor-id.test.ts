import { describe, expect, it } from 'vitest';
import { ensureVisitorId, readVisitorId, VISITOR_ID_COOKIE } from './visitor-id';

/** A cookie jar that keeps name=value pairs like a browser and remembers what was written. */
function jar(initial = '') {
  const values = new Map(
    initial
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('=') as [string, string]),
  );
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
      const [name, value] = text.split(';')[0]!.split('=');
      values.set(name!, value!);
    },
  };
}

describe('the visitor id', () => {
  it('is created once and read back on the next page', () => {
    const cookies = jar('other=1');
    const first = ensureVisitorId(cookies, false, () => 'visitor-abc-123');
    expect(first).toBe('visitor-abc-123');
    expect(cookies.written).toEqual([
      `${VISITOR_ID_COOKIE}=visitor-abc-123; Path=/; Max-Age=34128000; SameSite=Lax`,
    ]);
    expect(ensureVisitorId(cookies, false, () => 'another-id-456')).toBe('visitor-abc-123');
    expect(cookies.written).toHaveLength(1);
  });

  it('is Secure over https', () => {
    const cookies = jar();
    ensureVisitorId(cookies, true, () => 'visitor-abc-123');
    expect(cookies.written[0]).toMatch(/; Secure$/);
  });

  it('replaces a tampered value', () => {
    const cookies = jar(`${VISITOR_ID_COOKIE}=<script>`);
    expect(readVisitorId(cookies.cookie)).toBeNull();
    expect(ensureVisitorId(cookies, false, () => 'fresh-visitor-1')).toBe('fresh-visitor-1');
  });

  it('refuses to store an empty or malformed id', () => {
    expect(() => ensureVisitorId(jar(), false, () => '')).toThrow();
  });
});
