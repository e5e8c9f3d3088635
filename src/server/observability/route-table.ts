import { ROUTE_PATTERNS } from './route-table.generated';

/** Labels for requests that are not a page or an API route. */
export const STATIC_ROUTE = 'static';
export const NEXT_DATA_ROUTE = 'next-data';
export const UNMATCHED_ROUTE = 'unmatched';

// How specific a segment is: Next prefers a static segment to a dynamic one, and both to a
// catch-all, whatever order the files are in.
const Rank = { Static: 0, Dynamic: 1, CatchAll: 2, OptionalCatchAll: 3 } as const;
type Rank = (typeof Rank)[keyof typeof Rank];

interface CompiledRoute {
  pattern: string;
  ranks: Rank[];
  matches(segments: string[]): boolean;
}

function rankOf(segment: string): Rank {
  if (segment.startsWith('[[...')) return Rank.OptionalCatchAll;
  if (segment.startsWith('[...')) return Rank.CatchAll;
  if (segment.startsWith('[')) return Rank.Dynamic;
  return Rank.Static;
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function compile(pattern: string): CompiledRoute {
  const parts = segmentsOf(pattern);
  const ranks = parts.map(rankOf);
  const last = ranks[ranks.length - 1];
  const catchAll = last === Rank.CatchAll || last === Rank.OptionalCatchAll;
  // Segments before any catch-all; a catch-all takes one or more, an optional one zero or more.
  const fixed = catchAll ? parts.length - 1 : parts.length;
  const fits = (count: number) =>
    !catchAll ? count === fixed : last === Rank.CatchAll ? count > fixed : count >= fixed;
  return {
    pattern,
    ranks,
    matches(segments) {
      if (!fits(segments.length)) return false;
      for (let i = 0; i < fixed; i += 1)
        if (ranks[i] === Rank.Static && parts[i] !== segments[i]) return false;
      return true;
    },
  };
}

function bySpecificity(a: CompiledRoute, b: CompiledRoute): number {
  for (let i = 0; i < Math.min(a.ranks.length, b.ranks.length); i += 1)
    if (a.ranks[i] !== b.ranks[i]) return a.ranks[i]! - b.ranks[i]!;
  return b.ranks.length - a.ranks.length;
}

/** A matcher over route patterns written as the pages tree names them (`/customers/[id]`). */
export function routeMatcher(patterns: readonly string[]): (url: string) => string {
  const routes = patterns.map(compile).sort(bySpecificity);
  return (url) => {
    const path = url.split(/[?#]/)[0] ?? '/';
    if (path.startsWith('/_next/data/')) return NEXT_DATA_ROUTE;
    if (path.startsWith('/_next/')) return STATIC_ROUTE;
    const segments = segmentsOf(path);
    const route = routes.find((candidate) => candidate.matches(segments));
    if (route) return route.pattern;
    // Files from public/ (images, icons, the web manifest): one label for all of them.
    return segments[segments.length - 1]?.includes('.') ? STATIC_ROUTE : UNMATCHED_ROUTE;
  };
}

let shopRoutes: ((url: string) => string) | undefined;

/**
 * The route pattern of a request URL (`/api/v3/customers/[id]/cart`), never the raw path: metric
 * labels and log fields stay few and hold no ids. Trailing slashes and queries do not matter.
 */
export function routeOf(url: string): string {
  shopRoutes ??= routeMatcher(ROUTE_PATTERNS);
  return shopRoutes(url);
}
