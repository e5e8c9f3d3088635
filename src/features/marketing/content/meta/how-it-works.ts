import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const HOW_IT_WORKS_META = {
  path: '/how-it-works/',
  title: 'How it works',
  description:
    'From a two-minute quiz to fresh, portioned meals at your door: how the Ollie plan works.',
} as const satisfies ContentPageMeta;
