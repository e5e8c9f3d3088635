import type { ContentPageMeta } from '../content-types';

// One file per page: its page module imports only this (see content-view).
export const LEARNING_RESOURCES_META = {
  path: '/learning-resources/',
  title: 'Learning resources',
  description: 'Guides to feeding, portions and switching your dog to fresh food.',
} as const satisfies ContentPageMeta;
