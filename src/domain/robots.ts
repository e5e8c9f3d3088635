/** Search engines may index only the production shop, and only when indexing is switched on. */
export function robotsContent(appEnv: string, allowIndexing: boolean, noindex = false): string {
  return appEnv === 'production' && allowIndexing && !noindex
    ? 'index, follow'
    : 'noindex, nofollow';
}

/** Absolute canonical URL for a path: one origin, always with the trailing slash the site uses. */
export function canonicalUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const [pathname = '/'] = path.split(/[?#]/);
  const withSlash =
    pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  return `${origin}${withSlash.startsWith('/') ? withSlash : `/${withSlash}`}`;
}
