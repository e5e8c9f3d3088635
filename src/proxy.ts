import { NextResponse, type NextRequest } from 'next/server';
import {
  closedDuringMaintenance,
  looksLikeFile,
  MAINTENANCE_PAGE,
} from '@/server/services/maintenance/closed-paths';
import { shopInMaintenance } from '@/server/services/maintenance/shop-maintenance';

/**
 * Runs before API calls and unslashed page paths (see the matcher below).
 * - The maintenance switch (stored in the database, cached a couple of seconds per process,
 *   forced on by MAINTENANCE_MODE) answers customers' API calls with a JSON 503, and an unslashed
 *   page with the maintenance page. Only requests it may close consult it, so files and the back
 *   office never wait for the database.
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

/**
 * Slashed page paths (every link the shop renders) are left out on purpose: the browser checks
 * this matcher too, and on a page it matches, Next.js re-asks the server with a HEAD request for
 * the page's data on every load, which the browser then reports as aborted. Customers' pages
 * during maintenance are closed by the web server instead (closedPageRequest, src/server/startup/shop-web-server.ts).
 */
export const config = {
  matcher: ['/api/:path*', '/((?!_next/|images/)(?!.*/$).+)'],
};
