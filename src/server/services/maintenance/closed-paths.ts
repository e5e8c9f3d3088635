/** What customers are sent to while the shop is in maintenance (it answers 503 itself). */
export const MAINTENANCE_PAGE = '/maintenance/';

/**
 * What stays reachable while the shop is in maintenance: the back office (its pages, its API and
 * the staff sign-in under /api/admin/auth), so an owner can sign in and turn maintenance off,
 * what operators' machines call (liveness, readiness, metrics) and an instance calls itself.
 */
const OPEN_DURING_MAINTENANCE = [
  '/admin',
  '/api/admin',
  '/api/v3/health',
  '/api/v3/ready',
  '/api/metrics',
  // An instance's own relay (priced pages): a price change made during maintenance reaches all.
  '/api/internal',
];

export function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Customers' pages and API calls; files (robots.txt, icons) are served through maintenance. */
export function closedDuringMaintenance(pathname: string, isApi: boolean): boolean {
  if (pathname === MAINTENANCE_PAGE) return false;
  if (OPEN_DURING_MAINTENANCE.some((prefix) => isUnder(pathname, prefix))) return false;
  return isApi || !looksLikeFile(pathname);
}

const DATA_ROUTE = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

/**
 * Which customers' request a page-serving process must close itself during maintenance: a page
 * ('page': the maintenance page instead) or a page's data for a navigation in the browser
 * ('data': a 503, on which the browser loads the page in full and so meets the maintenance page).
 * API calls and unslashed page paths are the proxy's (src/proxy.ts); files and assets stay open.
 */
export function closedPageRequest(method: string | undefined, url: string): 'page' | 'data' | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  const data = DATA_ROUTE.exec(pathname);
  if (data) {
    const page = data[1] === '/index' ? '/' : `${data[1]}/`;
    return closedDuringMaintenance(page, false) ? 'data' : null;
  }
  if (pathname.startsWith('/_next/') || pathname.startsWith('/api/')) return null;
  return closedDuringMaintenance(pathname, false) ? 'page' : null;
}
