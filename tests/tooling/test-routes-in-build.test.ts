import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, resolveIn, runtimeImports } from '../../scripts/lint/import-cycles.mjs';
import { E2E_WEB_ENTRY, SERVER_ENTRIES } from '../../scripts/lib.mjs';

/*
 * What `npm run build` ships: Next builds every module under src/pages (with the instrumentation
 * hook and the proxy), esbuild the server entries into dist/. Neither may reach the browser
 * journeys' test routes (src/server/e2e), which only the journeys' own entry serves, so a release
 * answers 404 under /api/e2e/ whatever its environment says (issue 51, item 1).
 */
const root = process.cwd();
const graph = importGraph(root);
const TEST_ROUTES = 'src/server/e2e/';

/** Every source file reachable from the entries' run-time imports. */
function reachableFrom(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const edges =
      graph.get(file) ??
      runtimeImports(readFileSync(join(root, file), 'utf8'), file)
        .map((specifier) => resolveIn(root, join(root, file), specifier))
        .filter((target) => target !== null)
        .map((target) => relative(root, target));
    queue.push(...edges);
  }
  return seen;
}

const pages = readdirSync(join(root, 'src/pages'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(tsx?|jsx?)$/.test(file))
  .map((file) => join('src/pages', file));

describe('the test routes in a production build', () => {
  it('are no page of the Next build', () => {
    expect(pages.filter((page) => page.startsWith(join('src/pages', 'api', 'e2e')))).toEqual([]);
    const built = reachableFrom([...pages, 'src/instrumentation.ts', 'src/proxy.ts']);
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
