import { NextResponse, type NextRequest } from 'next/server';
import { maintenanceModeOn } from '@/env';

const MAINTENANCE_PAGE = '/maintenance/';

function looksLikeFile(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.');
}

/**
 * Runs before every page and API request (static assets are excluded by the matcher).
 * - Page paths get their trailing slash here; API paths are answered as they come (see
 *   next.config.js), so the API never answers a call with a redirect.
 * - The maintenance switch serves the 503 page for pages and a JSON 503 for the API.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const isApi = pathname.startsWith('/api/');

  if (maintenanceModeOn() && pathname !== MAINTENANCE_PAGE) {
    if (isApi) {
      // Liveness and readiness answer for the process, not the shop: a load balancer must
      // not take every instance out because the shop is in maintenance.
      if (pathname.startsWith('/api/v3/health') || pathname.startsWith('/api/v3/ready')) {
        return NextResponse.next();
      }
      return NextResponse.json(
        {
          detail: 'The shop is down for scheduled maintenance. Please try again later.',
          code: 'service_unavailable',
        },
        { status: 503, headers: { 'Retry-After': '600', 'Cache-Control': 'no-store' } },
      );
    }
    if (!looksLikeFile(pathname)) {
      return NextResponse.rewrite(new URL(MAINTENANCE_PAGE, request.url));
    }
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
