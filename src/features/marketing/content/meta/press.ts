import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const PRESS_META = {
  path: '/press/',
  title: 'Press',
  description: 'Press enquiries, company facts and brand assets for Ollie.',
} as const satisfies ContentPageMeta;
