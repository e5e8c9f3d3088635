// `node scripts/lint/import-cycles.mjs`: no import cycle under src/ (docs/architecture.md). The
// rule import/no-cycle did this inside eslint, where following every import of every file was
// 60 % of lint's time; this reads each file once with TypeScript's parser and finds the cycles
// in the whole graph at once (strongly connected components), in about a second.
//
// What counts as an edge, as import/no-cycle counted it: `import … from`, `export … from`,
// side-effect imports and `import()` (next/dynamic's too). Type-only imports and exports
// (`import type`, or every name marked `type`) are left out: TypeScript erases them, so they
// cannot make a module wait for another at run time. Packages are not followed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Whether an import or export declaration brings values (not only types) at run time. */
function bringsValues(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return true; // import './side-effect'
    if (clause.isTypeOnly) return false;
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((e) => !e.isTypeOnly);
  }
  if (node.isTypeOnly) return false;
  const clause = node.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return true;
  return clause.elements.length === 0 || clause.elements.some((e) => !e.isTypeOnly);
}

/** The module specifiers a source file imports at run time. */
export function runtimeImports(text, fileName = 'file.tsx') {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (bringsValues(node)) found.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The cycles of a graph (`Map<node, node[]>`): each strongly connected component of more than one
 * node (or a node importing itself), as one cycle through it, starting at its first node by name.
 */
export function findCycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const strongConnect = (start) => {
    // Tarjan's algorithm with an explicit stack (deep import chains would overflow recursion).
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, next] = frame;
      const edges = graph.get(node) ?? [];
      if (next < edges.length) {
        frame[1] += 1;
        const to = edges[next];
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push([to, 0]);
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfImport = (graph.get(node) ?? []).includes(node);
        if (component.length > 1 || selfImport) components.push(component);
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) strongConnect(node);
  return components.map((component) => cycleThrough(graph, component));
}

/** One cycle inside a strongly connected component: a shortest way from its first node back. */
function cycleThrough(graph, component) {
  const members = new Set(component);
  const [first] = [...component].sort();
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!members.has(to)) continue;
      if (to === first) {
        const path = [];
        for (let at = node; at !== null; at = previous.get(at)) path.unshift(at);
        return [...path, first];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return [first, first];
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names inside src/, or null (a package, or not a source file). */
export function resolveIn(root, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (SOURCE.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** The run-time import graph of `src/` under `root`, keyed by paths relative to root. */
export function importGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(join(root, 'src'))) {
    const targets = runtimeImports(readFileSync(file, 'utf8'), file)
      .map((specifier) => resolveIn(root, file, specifier))
      .filter((target) => target !== null)
      .map((target) => relative(root, target));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const graph = importGraph(root);
  const cycles = findCycles(graph);
  if (cycles.length > 0) {
    for (const cycle of cycles) console.error(`✖ Import cycle: ${cycle.join(' → ')}`);
    console.error(
      `${cycles.length} import cycle(s) under src/: move what both sides need into a module of its own.`,
    );
    process.exit(1);
  }
  console.info(`✔ No import cycle among ${graph.size} files under src/`);
}
