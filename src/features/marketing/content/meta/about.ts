import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const ABOUT_META = {
  path: '/about/',
  title: 'About us',
  description: 'Why we started cooking real food for dogs, and how we do it.',
} as const satisfies ContentPageMeta;
