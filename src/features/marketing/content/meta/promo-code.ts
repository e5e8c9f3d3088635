import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const PROMO_CODE_META = {
  path: '/promo-code/',
  title: 'Promo codes',
  description: 'How Ollie promo codes work and where to enter them.',
} as const satisfies ContentPageMeta;
