import { NextResponse, type NextRequest } from 'next/server';
import { shopInMaintenance } from '@/server/services/maintenance/shop-maintenance';

const MAINTENANCE_PAGE = '/maintenance/';

/**
 * What stays reachable while the shop is in maintenance: the back office (its pages, its API and
 * the staff sign-in under /api/admin/auth), so an owner can sign in and turn maintenance off,
 * and what operators' machines call (liveness, readiness, metrics).
 */
const OPEN_DURING_MAINTENANCE = [
  '/admin',
  '/api/admin',
  '/api/v3/health',
  '/api/v3/ready',
  '/api/metrics',
];

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

const isUnder = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Customers' pages and API calls; files (robots.txt, icons) are served through maintenance. */
function closedDuringMaintenance(pathname: string, isApi: boolean): boolean {
  if (pathname === MAINTENANCE_PAGE) return false;
  if (OPEN_DURING_MAINTENANCE.some((prefix) => isUnder(pathname, prefix))) return false;
  return isApi || !looksLikeFile(pathname);
}

/**
 * Runs before every page and API request (static assets are excluded by the matcher).
 * - The maintenance switch (stored in the database, cached a couple of seconds per process,
 *   forced on by MAINTENANCE_MODE) serves the 503 page for customers' pages and a JSON 503 for
 *   their API calls. Only requests it may close consult it, so files and the back office never
 *   wait for the database.
 * - Page paths get their trailing slash here; API paths are answered as they come (see
 *   next.config.js), so the API never answers a call with a redirect.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');

  if (closedDuringMaintenance(pathname, isApi) && (await shopInMaintenance())) {
    if (isApi) {
      return NextResponse.json(
        {
          detail: 'The shop is down for scheduled maintenance. Please try again later.',
          code: 'service_unavailable',
        },
        { status: 503, headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' } },
      );
    }
    return NextResponse.rewrite(new URL(MAINTENANCE_PAGE, request.url));
  }

  if (!isApi && !pathname.endsWith('/') && !looksLikeFile(pathname)) {
    // A plain URL: NextURL would re-format the path and drop the slash again.
    const url = new URL(request.url);
    url.pathname = `${pathname}/`;
    return NextResponse.redirect(url, 308);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|_next/data|images/|favicon\\.ico|icon\\.svg).*)'],
};
