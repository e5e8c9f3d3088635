import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const TERMS_META = {
  path: '/terms/',
  title: 'Terms of service',
  description: 'The terms that apply to Ollie subscriptions and this website.',
} as const satisfies ContentPageMeta;
