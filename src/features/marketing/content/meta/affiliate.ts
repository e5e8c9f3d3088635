import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const AFFILIATE_META = {
  path: '/affiliate/',
  title: 'Affiliate programme',
  description: 'Earn a commission by introducing dog owners to Ollie.',
} as const satisfies ContentPageMeta;
