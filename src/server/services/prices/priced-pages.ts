// Apart from public-prices.ts, which imports next/constants for the page loaders: the web server's
// own bundle (the relay that revalidates these pages) must not load Next's internals by path.
/** The public pages that print a price: revalidated on demand when a change is scheduled. */
export const PRICED_PAGES = [
  '/',
  '/fresh-dog-food/',
  '/baked-dog-food/',
  '/meal-plans/',
  '/dog-treats/',
  '/dog-supplements/',
  '/onboarding/',
] as const;
