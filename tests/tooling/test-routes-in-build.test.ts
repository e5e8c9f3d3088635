import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';
import { E2E_WEB_ENTRY, SERVER_ENTRIES } from '../../scripts/lib.mjs';

/*
 * What `npm run build` ships: Next builds every module under src/pages (with the instrumentation
 * hook and the proxy), esbuild the server entries into dist/. Neither may reach the browser
 * journeys' test routes (src/server/e2e), which only the journeys' own entry serves, so a release
 * answers 404 under /api/e2e/ whatever its environment says (issue 51, item 1).
 */
const root = process.cwd();
const TEST_ROUTES = 'src/server/e2e/';
// The import graph as the cycle check reads it (.madgerc): run-time imports, types left out.
const MADGE_CONFIG = JSON.parse(readFileSync(join(root, '.madgerc'), 'utf8')) as madge.MadgeConfig;

const pages = readdirSync(join(root, 'src/pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|jsx?)$/.test(file))
  .map((file) => join('src/pages', file));
const NEXT_ENTRIES = [...pages, 'src/instrumentation.ts', 'src/proxy.ts'];

// One walk from every entry (madge reads each reachable file once); each test follows it.
const graph = (
  await madge([...NEXT_ENTRIES, ...Object.values(SERVER_ENTRIES), E2E_WEB_ENTRY], {
    ...MADGE_CONFIG,
    baseDir: root,
  })
).obj();

/** Every source file reachable from the entries' run-time imports. */
function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph[file] ?? []));
  }
  return seen;
}

describe('the test routes in a production build', () => {
  it('are no page of the Next build', () => {
    expect(pages.filter((page) => page.startsWith(join('src/pages', 'api', 'e2e')))).toEqual([]);
    const built = reachableFrom(NEXT_ENTRIES);
    expect([...built].filter((file) => file.startsWith(TEST_ROUTES))).toEqual([]);
  });

  it('are in no compiled server entry of dist/', () => {
    const compiled = reachableFrom(Object.values(SERVER_ENTRIES));
    expect(compiled.has('src/server/startup/shop-web-server.ts')).toBe(true);
    expect([...compiled].filter((file) => file.startsWith(TEST_ROUTES))).toEqual([]);
  });

  it('are served by the journeys’ own web entry, every one the journeys call', () => {
    const journeys = reachableFrom([E2E_WEB_ENTRY]);
    expect(journeys.has('src/server/e2e/router.ts')).toBe(true);
    expect(journeys.has('src/server/startup/shop-web-server.ts')).toBe(true);
  });
});
