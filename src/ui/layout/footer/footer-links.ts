import { site } from '@/config/site';

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
  /** Not a page (e.g. the XML sitemap): a plain link, so the router does not try to render it. */
  file?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
  /**
   * Columns that sell the shop to newcomers. Account pages leave them out: the customer is already
   * signed up, and their footer is kept to help (Support), the social links and the legal lines.
   */
  hiddenInAccount?: boolean;
}

// Internal paths end in a slash (trailingSlash: true), so no link costs a redirect.
export const ABOUT_COLUMN: FooterColumn = {
  title: 'About',
  hiddenInAccount: true,
  links: [
    { label: 'About us', href: '/about/' },
    { label: 'How it works', href: '/how-it-works/' },
    { label: 'Reviews', href: '/reviews/' },
    { label: 'Press', href: '/press/' },
    { label: 'Blog', href: site.blogUrl, external: true },
    { label: 'Careers', href: site.careersUrl, external: true },
    { label: 'Affiliates', href: '/affiliate/' },
    { label: 'Learning resources', href: '/learning-resources/' },
  ],
};

export const SUPPORT_LINKS: FooterLink[] = [
  { label: 'FAQ', href: '/faqs/' },
  { label: 'Promo codes', href: '/promo-code/' },
];

export const GET_STARTED_COLUMN: FooterColumn = {
  title: 'Get Started',
  hiddenInAccount: true,
  links: [
    { label: 'Login', href: '/auth/login/' },
    { label: 'Take the quiz', href: '/onboarding/' },
    { label: 'Meal plans', href: '/meal-plans/' },
  ],
};

/**
 * What a signed-in customer sees in Get Started's place on public pages (spec 6: the footer differs
 * for visitors and customers): their own pages instead of Login and the quiz. Three links like
 * Get Started, so the swap once the session is known moves nothing below it.
 */
export const CUSTOMER_COLUMN: FooterColumn = {
  title: 'Your account',
  hiddenInAccount: true,
  links: [
    { label: 'My plan', href: '/account/' },
    { label: 'Add Pup', href: '/account/add-pup/' },
    { label: 'Meal plans', href: '/meal-plans/' },
  ],
};

export const BOTTOM_LINKS: FooterLink[] = [
  { label: 'Privacy policy', href: '/privacy-policy/' },
  { label: 'Terms', href: '/terms/' },
  { label: 'Sitemap', href: '/sitemap.xml', file: true },
];
