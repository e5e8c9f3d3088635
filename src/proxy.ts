import { NextResponse, type NextRequest } from 'next/server';
import { looksLikeFile } from '@/server/services/maintenance/closed-paths';

/**
 * Gives an unslashed page path its trailing slash (next.config.js skips Next's own redirect so
 * that API paths are answered as they come, never with a redirect). The maintenance gate is the
 * web server's (src/server/startup/shop-web-server.ts), for pages and API alike.
 */
export function proxy(request: NextRequest) {
  if (looksLikeFile(request.nextUrl.pathname)) return NextResponse.next();
  // A plain URL: NextURL would re-format the path and drop the slash again.
  const url = new URL(request.url);
  url.pathname = `${url.pathname}/`;
  return NextResponse.redirect(url, 308);
}

/**
 * Unslashed paths that are not API calls or Next's own (files are passed on above). Slashed page paths (every link the
 * shop renders) are left out on purpose: the browser checks this matcher too, and on a page it
 * matches, Next.js re-asks the server with a HEAD request for the page's data on every load.
 */
export const config = {
  matcher: ['/((?!_next/|images/|api/)(?!.*/$).+)'],
};
