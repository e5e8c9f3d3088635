/** Types for scripts/lint/import-cycles.mjs (a plain module: `npm test` runs it with node). */
export declare function runtimeImports(text: string, fileName?: string): string[];
export declare function findCycles(graph: Map<string, string[]>): string[][];
export declare function importGraph(root: string): Map<string, string[]>;
export declare function resolveIn(root: string, from: string, specifier: string): string | null;
