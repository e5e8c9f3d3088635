import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const ROOTS = ['src/', 'scripts/', 'docs/', 'e2e/', 'tests/', 'drizzle/', '.ci/', '.githooks/'];

/** The repository paths a document names in `code spans` (globs and placeholders left out). */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
  return spans
    .map((span) => span.replace(/[:,.;)]+$/, ''))
    .filter((span) => ROOTS.some((prefix) => span.startsWith(prefix)))
    .filter((span) => !/[*<>{}[\]|]/.test(span) && !span.includes('...') && !span.includes('…'));
}

const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file)),
];

describe('paths named in README and docs/', () => {
  it('finds paths to check (the extraction works)', () => {
    expect(namedPaths('see `src/env.ts`, `docs/x/*.md` and `npm test`')).toEqual(['src/env.ts']);
  });

  it.each(documents)('%s names only paths that exist', (document) => {
    const missing = namedPaths(readFileSync(join(root, document), 'utf8')).filter(
      (path) => !existsSync(join(root, path)),
    );
    expect(missing).toEqual([]);
  });
});
