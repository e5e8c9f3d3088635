/** Public, indexable routes: the sitemap lists these. Add a page here when it ships. */
export interface PublicRoute {
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

const page = (
  path: string,
  priority = 0.6,
  changefreq: PublicRoute['changefreq'] = 'monthly',
): PublicRoute => ({
  path,
  changefreq,
  priority,
});

// Lamb has its page whether or not SHOW_LAMB lets it be ordered yet.
const FRESH = ['beef', 'chicken', 'turkey', 'lamb', 'pork'];
const BAKED = ['beef', 'chicken'];

export function publicRoutes(): PublicRoute[] {
  return [
    page('/', 1.0, 'weekly'),
    page('/onboarding/', 0.9),
    page('/meal-plans/', 0.9),
    page('/how-it-works/', 0.8),
    page('/fresh-dog-food/', 0.9, 'weekly'),
    ...FRESH.map((slug) => page(`/fresh-dog-food/${slug}/`, 0.8)),
    page('/baked-dog-food/', 0.9, 'weekly'),
    ...BAKED.map((slug) => page(`/baked-dog-food/${slug}/`, 0.8)),
    page('/dog-treats/', 0.7),
    page('/dog-supplements/', 0.7),
    page('/reviews/', 0.6, 'weekly'),
    page('/faqs/', 0.6),
    page('/about/', 0.5),
    page('/press/', 0.4),
    page('/promo-code/', 0.4),
    page('/affiliate/', 0.4),
    page('/learning-resources/', 0.5),
    page('/privacy-policy/', 0.2, 'yearly'),
    page('/terms/', 0.2, 'yearly'),
  ];
}

/** Never indexed: customer areas, flows and the API. */
export const PRIVATE_PATH_PREFIXES = [
  '/account/',
  '/admin/',
  '/api/',
  '/auth/',
  '/checkout/',
  '/onboarding/checkout/',
  '/confirmation/',
  '/offline-bank/',
  '/maintenance/',
];
