import { site } from '@/config/site';

export interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
  /** Hidden on account pages, where the visitor is already a customer. */
  guestOnly?: boolean;
}

export const ABOUT_COLUMN: FooterColumn = {
  title: 'About',
  links: [
    { label: 'About us', href: '/about/' },
    { label: 'How it works', href: '/how-it-works/' },
    { label: 'Reviews', href: '/reviews/' },
    { label: 'Press', href: '/press/' },
    { label: 'Learning resources', href: '/learning-resources/' },
    { label: 'Affiliates', href: '/affiliate/' },
    { label: 'Blog', href: site.blogUrl, external: true },
    { label: 'Careers', href: site.careersUrl, external: true },
  ],
};

export const SUPPORT_LINKS: FooterLink[] = [
  { label: 'FAQ', href: '/faqs/' },
  { label: 'Promo codes', href: '/promo-code/' },
];

export const GET_STARTED_COLUMN: FooterColumn = {
  title: 'Get Started',
  guestOnly: true,
  links: [
    { label: 'Login', href: '/auth/login/' },
    { label: 'Take the quiz', href: '/onboarding/' },
    { label: 'Meal plans', href: '/meal-plans/' },
  ],
};

export const BOTTOM_LINKS: FooterLink[] = [
  { label: 'Privacy policy', href: '/privacy-policy/' },
  { label: 'Terms', href: '/terms/' },
  { label: 'Sitemap', href: '/sitemap.xml' },
];
