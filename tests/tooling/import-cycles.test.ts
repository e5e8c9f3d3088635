import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, runtimeImports } from '../../scripts/lint/import-cycles.mjs';

const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the import-cycle check', () => {
  it('counts what runs: imports, re-exports, side effects and import()', () => {
    const text = [
      "import { a } from './a';",
      "import b from '@/b';",
      "import * as c from './c';",
      "import './d';",
      "export { e } from './e';",
      "export * from './f';",
      "const g = () => import('./g');",
      "const h = dynamic(() => import('@/h'));",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./a', '@/b', './c', './d', './e', './f', './g', '@/h']);
  });

  it('leaves out what TypeScript erases: type-only imports and exports', () => {
    const text = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "export { type E } from './e';",
      "import { type F, f } from './f';",
    ].join('\n');
    expect(runtimeImports(text)).toEqual(['./f']);
  });

  it('finds a cycle however long, and each cycle once', () => {
    const cycles = findCycles(
      graph({ a: ['b'], b: ['c'], c: ['d'], d: ['e'], e: ['f'], f: ['g'], g: ['a'], x: ['x'] }),
    );
    expect(cycles).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'],
      ['x', 'x'],
    ]);
  });

  it('finds none in a graph whose paths only meet', () => {
    expect(findCycles(graph({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('follows @/ and relative imports to files under src/, not packages or types', () => {
    const edges = importGraph(process.cwd()).get('src/features/account/extras/extras-view.tsx');
    expect(edges).toContain('src/lib/session/api-client.ts');
    expect(edges).toContain('src/features/account/extras/extras-picker.tsx');
    // `import type { AddonOption } from '@/features/onboarding/plan/addons-picker'`: erased.
    expect(edges).not.toContain('src/features/onboarding/plan/addons-picker.tsx');
    expect(edges?.every((path) => path.startsWith('src/'))).toBe(true);
  });
});
