/** Business constants and limits of spec section 9. */
export const TOAST_AUTO_CLOSE_MS = 8000;
export const TOAST_MAX_WIDTH_PX = 568;
export const SCREENING_SESSION_DAYS = 1;
export const PHONE_DIGITS = 10;
export const ERROR_PAGE_STATUSES = [400, 404, 500, 503] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

export const LINE_ITEM_PRODUCT_TYPES = ['TR', 'SP'] as const;
export const PLAN_PRODUCT_TYPES = ['FR', 'DY', 'MX', 'half_fresh'] as const;
export const DEFAULT_PORTION_SIZE = '1.0';
export const HALF_PORTION_SIZE = '0.5';
export const FRESH_PROTEINS = ['chicken', 'beef', 'lamb', 'turkey', 'pork'] as const;
export const STARTER_BOX_WORDS = ['one', 'two', 'three', 'four', 'five'] as const;
export const BILLING_COUNTRY_CODE = 'US';
export const CURRENCY = 'USD';

export const OFFER_API_BASE = '/api/v3/coupons/';
/** The code applied when neither the URL nor the cart names one (spec section 4). */
export const DEFAULT_OFFER_CODE = 'WELCOME50';
export const SLIDE_PANEL_MAX_WIDTH_PX = 480;
export const PRODUCT_MENU_PANEL_MAX_WIDTH_PX = 556;
export const CHAT_BUTTON_PX = 64;
export const BANNER_HEIGHT_PX = 40;
export const LOGO_WIDTH_PX = 79;
export const LOGO_HEIGHT_PX = 39;
export const RECIPE_CARD_IMAGE = { width: 280, height: 210 } as const;

export const ADDON_QUANTITY = { min: 1, max: 6, default: 1 } as const;
export const ADDON_FREQUENCY = { everyBox: 1, everyOtherBox: 2, default: 1 } as const;

export const ANALYTICS_CALLBACK_DELAY_MS = 300;
export const ANALYTICS_TEST_PREFIX = '[TEST] - ';
export const MONITORING_SAMPLE_RATE = 1.0;
export const REPLAY_SAMPLE_RATE = 100;

/** Largest JSON body any /api/v3 route accepts. */
export const MAX_JSON_BODY_BYTES = 100 * 1024;
