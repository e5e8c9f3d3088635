import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_VARIABLES } from './client';
import { SERVER_VARIABLES, THIRD_PARTY_VARIABLES } from './server';

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** Every name the validated environments read: the server's, the browser's and the third parties'. */
const envNames = new Set<string>([
  ...SERVER_VARIABLES,
  ...CLIENT_VARIABLES,
  ...THIRD_PARTY_VARIABLES,
]);

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
  it('documents every variable src/env reads', () => {
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
