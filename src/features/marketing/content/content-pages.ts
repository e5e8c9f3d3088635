import type { ContentPageData } from './content-types';
import {
  ABOUT,
  AFFILIATE,
  HOW_IT_WORKS,
  LEARNING_RESOURCES,
  PRESS,
  PROMO_CODE,
} from './pages-about';
import { PRIVACY_POLICY, TERMS } from './pages-legal';

/** Every informational page's text, by the key its page module names it with. */
export const CONTENT_PAGES = {
  about: ABOUT,
  affiliate: AFFILIATE,
  'how-it-works': HOW_IT_WORKS,
  'learning-resources': LEARNING_RESOURCES,
  press: PRESS,
  'promo-code': PROMO_CODE,
  'privacy-policy': PRIVACY_POLICY,
  terms: TERMS,
} as const satisfies Record<string, ContentPageData>;

export type ContentPageKey = keyof typeof CONTENT_PAGES;
