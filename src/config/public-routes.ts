/** Public, indexable routes: the sitemap lists these. Add a page here when it ships. */
export interface PublicRoute {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export const PUBLIC_ROUTES: PublicRoute[] = [{ path: '/', changefreq: 'weekly', priority: 1.0 }];

/** Never indexed: customer areas, flows and the API. */
export const PRIVATE_PATH_PREFIXES = [
  '/account/',
  '/api/',
  '/auth/',
  '/checkout/',
  '/onboarding/checkout/',
  '/confirmation/',
  '/maintenance/',
];
