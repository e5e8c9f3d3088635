import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { swrKeyMatchers, swrKeys } from './keys';

const SRC = join(process.cwd(), 'src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The text of a call's first argument (up to its top-level comma). */
function firstArgument(text: string, open: number): string {
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    const char = text[at]!;
    if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) return text.slice(open + 1, at);
    } else if (char === ',' && depth === 1) return text.slice(open + 1, at);
  }
  return text.slice(open + 1);
}

describe('SWR keys', () => {
  it('come from the key factory in every useSWR and global mutate call', () => {
    const strays: string[] = [];
    for (const file of sources(SRC)) {
      if (file.endsWith(join('resources', 'keys.ts'))) continue;
      const text = readFileSync(file, 'utf8');
      // useSWR(key, …) and the cache-wide mutate(key, …); a response's own mutate has no key.
      for (const match of text.matchAll(
        /\buseSWR(?:Immutable)?\s*(?:<[^>]*>)?\s*\(|(?<![.\w])mutate\s*(?:<[^>]*>)?\s*\(/g,
      )) {
        const argument = firstArgument(text, match.index + match[0].length - 1).trim();
        if (argument === '') continue; // mutate(): revalidate this hook's own key
        const fromFactory = /swrKey(?:s|Matchers)\.\w+\(|\bkey\(/.test(argument);
        if (!fromFactory) strays.push(`${file.slice(SRC.length + 1)}: ${match[0]}${argument}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('give the plan step and the checkout one cart entry', () => {
    const planStep = readFileSync(join(SRC, 'features/onboarding/plan/plan-step.tsx'), 'utf8');
    const checkout = readFileSync(join(SRC, 'features/checkout/checkout-view.tsx'), 'utf8');
    // Both screens read the cart through the one hook (use-customer-resources.test.tsx shows
    // the hook's callers share the entry).
    expect(planStep).toMatch(/\buseCart\(/);
    expect(checkout).toMatch(/\buseCart\(/);
    expect(swrKeys.cart(7)).toEqual(['cart', 7]);
  });

  it('name each resource apart', () => {
    const names = new Set(
      Object.values(swrKeys).map((make) => (make as (...args: never[]) => readonly unknown[])()[0]),
    );
    expect(names.size).toBe(Object.keys(swrKeys).length);
  });

  it('match every fulfilment entry of one date and the dates list, no other date’s', () => {
    const ofDate = swrKeyMatchers.fulfilmentOfDate('2031-03-04');
    expect(ofDate(swrKeys.fulfilmentPickList('2031-03-04'))).toBe(true);
    expect(ofDate(swrKeys.fulfilmentBoxes('2031-03-04', 2))).toBe(true);
    expect(ofDate(swrKeys.fulfilmentBoxes('2031-03-05', 1))).toBe(false);
    expect(ofDate(swrKeys.fulfilmentDates(1))).toBe(true);
    expect(ofDate(swrKeys.cart(7))).toBe(false);
  });
});
