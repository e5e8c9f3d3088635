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
function closedDuringMaintenance(pathname: string, isApi: boolean): boolean {
  if (pathname === MAINTENANCE_PAGE || pathname === MAINTENANCE_PAGE.slice(0, -1)) return false;
  if (OPEN_DURING_MAINTENANCE.some((prefix) => isUnder(pathname, prefix))) return false;
  return isApi || !looksLikeFile(pathname);
}

const DATA_ROUTE = /^\/_next\/data\/[^/]+(\/.*)\.json$/;

/** What a customer's API call gets while the shop is in maintenance (with a 503). */
export const MAINTENANCE_API_BODY = {
  detail: 'The shop is down for scheduled maintenance. Please try again later.',
  code: 'service_unavailable',
} as const;

/**
 * What the web server closes while the shop is in maintenance, the one gate for pages and API
 * alike: a customers' API call ('api': a JSON 503), a page ('page': the maintenance page instead,
 * slash or not) or a page's data for a navigation in the browser ('data': a 503, on which the
 * browser loads the page in full and so meets the maintenance page). Files and assets stay open.
 */
export function closedRequest(
  method: string | undefined,
  url: string,
): 'api' | 'page' | 'data' | null {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (pathname.startsWith('/api/')) return closedDuringMaintenance(pathname, true) ? 'api' : null;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const data = DATA_ROUTE.exec(pathname);
  if (data) {
    const page = data[1] === '/index' ? '/' : `${data[1]}/`;
    return closedDuringMaintenance(page, false) ? 'data' : null;
  }
  if (pathname.startsWith('/_next/')) return null;
  return closedDuringMaintenance(pathname, false) ? 'page' : null;
}
