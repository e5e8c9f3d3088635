import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The names src/env.ts reads: `read*(source, 'NAME')`, `source.NAME`, `process.env.NAME`, lists. */
function namesReadBy(text: string): Set<string> {
  const names = new Set<string>();
  for (const pattern of [
    /read\w*\(\s*source,\s*'([A-Z][A-Z0-9_]*)'/g,
    /source\.([A-Z][A-Z0-9_]*)/g,
    /process\.env\.([A-Z][A-Z0-9_]*)(?![\w*])/g,
    /\['([A-Z][A-Z0-9_]*)(?: \([^)]*\))?',/g,
    // A list of names, one a line (THIRD_PARTY_VARIABLES).
    /^\s+'([A-Z][A-Z0-9_]*)',$/gm,
  ]) {
    for (const match of text.matchAll(pattern)) names.add(match[1]!);
  }
  // Set by Node and Next themselves, never by an operator.
  names.delete('NODE_ENV');
  // Set by Next itself while it builds (nextPhase), not by an operator.
  names.delete('NEXT_PHASE');
  return names;
}

const example = new Set(
  read('.env.example')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name)),
);

/** Tooling outside the app (scripts, Next's and Playwright's configs) that .env.example documents too. */
function toolingText(): string {
  const scripts = readdirSync(join(root, 'scripts'))
    .filter((name) => /\.(mjs|ts)$/.test(name))
    .map((name) => read(join('scripts', name)));
  return [...scripts, read('next.config.js'), read('playwright.config.ts')].join('\n');
}

describe('.env.example', () => {
  const envNames = namesReadBy(read('src/env.ts'));

  it('documents every variable src/env.ts reads', () => {
    expect(envNames.size).toBeGreaterThan(20);
    expect([...envNames].filter((name) => !example.has(name)).sort()).toEqual([]);
  });

  it('lists nothing that neither the app nor its tooling reads', () => {
    const tooling = toolingText();
    const unread = [...example].filter((name) => !envNames.has(name) && !tooling.includes(name));
    expect(unread.sort()).toEqual([]);
  });

  it('names the payment webhook route that exists', () => {
    const [, path] = /(\/api\/v3\/webhooks\/[\w/-]+)/.exec(read('.env.example')) ?? [];
    expect(path).toBeDefined();
    expect(existsSync(join(root, 'src/pages', `${path!.replace(/\/$/, '')}.ts`))).toBe(true);
  });
});
