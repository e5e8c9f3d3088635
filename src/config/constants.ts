/** Business constants and limits of spec section 9. */
export const TOAST_AUTO_CLOSE_MS = 8000;
export const TOAST_MAX_WIDTH_PX = 568;
export const PHONE_DIGITS = 10;
export const ERROR_PAGE_STATUSES = [400, 404, 500, 503] as const;
export type ErrorPageStatus = (typeof ERROR_PAGE_STATUSES)[number];

export const STARTER_BOX_WORDS = ['one', 'two', 'three', 'four', 'five'] as const;
export const CURRENCY = 'USD';

/** The code applied when neither the URL nor the cart names one (spec section 4). */
export const DEFAULT_OFFER_CODE = 'WELCOME50';
export const SLIDE_PANEL_MAX_WIDTH_PX = 480;
export const PRODUCT_MENU_PANEL_MAX_WIDTH_PX = 556;
export const CHAT_BUTTON_PX = 64;
export const BANNER_HEIGHT_PX = 40;
export const LOGO_WIDTH_PX = 79;
export const LOGO_HEIGHT_PX = 39;
export const RECIPE_CARD_IMAGE = { width: 280, height: 210 } as const;

export const ANALYTICS_CALLBACK_DELAY_MS = 300;
export const ANALYTICS_TEST_PREFIX = '[TEST] - ';

/** Largest JSON body any /api/v3 route accepts. */
export const MAX_JSON_BODY_BYTES = 100 * 1024;

/** The billing country every card is taken for (spec section 9: billing and country code US). */
export const BILLING_COUNTRY = 'US';
