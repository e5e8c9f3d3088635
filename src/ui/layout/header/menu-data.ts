import { site } from '@/config/site';

export interface NavItem {
  label: string;
  href: string;
  external?: boolean;
}

/** The main menu in spec order; 'Our Products' sits between Meal Plans and FAQ. */
export const NAV_BEFORE_PRODUCTS: NavItem[] = [
  { label: 'How It Works', href: '/how-it-works/' },
  { label: 'Meal Plans', href: '/meal-plans/' },
];

export const NAV_AFTER_PRODUCTS: NavItem[] = [
  { label: 'FAQ', href: '/faqs/' },
  { label: 'Reviews', href: '/reviews/' },
  { label: 'About', href: '/about/' },
  { label: 'Blog', href: site.blogUrl, external: true },
];
