import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const PRIVACY_POLICY_META = {
  path: '/privacy-policy/',
  title: 'Privacy policy',
  description: 'How Ollie collects, uses and protects your information.',
} as const satisfies ContentPageMeta;
