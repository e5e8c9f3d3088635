import { array, boolean, lazy, mixed, number, object, string } from 'yup';
import {
  ADDON_FREQUENCIES,
  ADDON_MAX_QUANTITY,
  ADDON_MIN_QUANTITY,
  DEFAULT_ADDON_FREQUENCY,
  DEFAULT_ADDON_QUANTITY,
} from '@/domain/addon-limits';
import { SUPPORTED_STATES, ZIP_MESSAGES, zipProblem } from '@/domain/us-states';
import type { TaxJurisdiction } from '@/domain/tax';
import { FIELD_REQUIRED } from '@/domain/field-messages';
import type { FirstBoxLine, RepeatQuote } from '@/domain/box-lines';
import type { CartTotals } from '@/domain/cart-totals';
import type { CouponView } from './coupons';
import type { SkuPricing } from '@/domain/sku-pricing';

/** Cart writes (spec section 7), shared by the plan step, the extras page and the cart API. */
const QUANTITY_MESSAGE = `Quantity must be between ${ADDON_MIN_QUANTITY} and ${ADDON_MAX_QUANTITY}.`;
const FREQUENCY_MESSAGE = 'Frequency must be 1 (every box) or 2 (every other box).';
const SKU = string().trim().required(FIELD_REQUIRED).max(120, 'Unknown product.');
export const REPLACE_NEEDS_BOTH =
  'With replace, send subscriptions and line_items: together they are the whole cart.';
const PET_ID = number()
  .typeError('Must be a pup id.')
  .integer('Must be a pup id.')
  .positive('Must be a pup id.');

export const lineItemSchema = object({
  sku: SKU,
  quantity: number()
    .typeError(QUANTITY_MESSAGE)
    .integer(QUANTITY_MESSAGE)
    .min(ADDON_MIN_QUANTITY, QUANTITY_MESSAGE)
    .max(ADDON_MAX_QUANTITY, QUANTITY_MESSAGE)
    .default(DEFAULT_ADDON_QUANTITY),
  frequency: number()
    .typeError(FREQUENCY_MESSAGE)
    .oneOf([...ADDON_FREQUENCIES], FREQUENCY_MESSAGE)
    .default(DEFAULT_ADDON_FREQUENCY),
  recurrence: boolean().typeError('Must be true or false.').default(true),
  pet_id: PET_ID.nullable().default(null),
  product_type: mixed<'TR' | 'SP'>().oneOf(['TR', 'SP'], 'Must be TR or SP.').optional(),
});

export const cartSubscriptionSchema = object({
  sku: SKU,
  addons: array(object({ sku: SKU }))
    .max(12)
    .default([]),
});

export const cartUpdateSchema = object({
  line_items: array(lineItemSchema).max(30, 'Too many items in one cart.').optional(),
  subscriptions: lazy((value: unknown) =>
    object(
      Object.fromEntries(
        Object.keys((value as Record<string, unknown>) ?? {}).map((key) => [
          key,
          cartSubscriptionSchema,
        ]),
      ),
    )
      .test('pet-keys', 'Subscriptions are keyed by pup id.', (subscriptions) =>
        // A pup id is a PostgreSQL integer: at most 2,147,483,647.
        Object.keys(subscriptions ?? {}).every(
          (key) => /^[1-9]\d{0,9}$/.test(key) && Number(key) <= 2_147_483_647,
        ),
      )
      .test('not-too-many', 'Too many pups in one cart.', (subscriptions) =>
        subscriptions ? Object.keys(subscriptions).length <= 10 : true,
      )
      .optional()
      .default(undefined),
  ),
  coupon_code: string().trim().max(40, 'This offer code is not valid.').nullable().optional(),
  /** The owner confirmed the allergy warnings of what this update adds (see allergen-guard). */
  allergen_acknowledged: boolean().typeError('Must be true or false.').optional(),
  /**
   * The shipping address typed at checkout, before it is saved: the cart is taxed for it (the
   * tax provider's rates at that address). Never a rate or a state alone.
   */
  tax_address: object({
    address1: string().trim().required(FIELD_REQUIRED).max(200, 'Must be at most 200 characters.'),
    address2: string().trim().max(100, 'Must be at most 100 characters.').default(''),
    city: string().trim().required(FIELD_REQUIRED).max(100, 'Must be at most 100 characters.'),
    state: string()
      .trim()
      .uppercase()
      .required(FIELD_REQUIRED)
      .oneOf(
        [...SUPPORTED_STATES],
        'We deliver to the 48 contiguous states. Please choose one of them.',
      ),
    zip_code: string()
      .trim()
      .required(FIELD_REQUIRED)
      .test('zip-in-state', ZIP_MESSAGES.unknown, (value, context) => {
        const problem = zipProblem(value ?? '', String(context.parent.state ?? ''));
        return problem ? context.createError({ message: problem }) : true;
      }),
  })
    .default(undefined)
    .optional(),
  /** The customer chose this code over a better one the cart holds. */
  replace_offer: boolean().typeError('Must be true or false.').optional(),
  /**
   * The subscriptions and line_items sent are the cart's whole contents: plans of pups not listed
   * and lines not listed go, in the same transaction (the plan step's one request).
   */
  replace: boolean().typeError('Must be true or false.').optional(),
})
  .test(
    'something',
    'Send line_items, subscriptions, coupon_code or tax_address.',
    (body) =>
      body.line_items !== undefined ||
      body.subscriptions !== undefined ||
      body.coupon_code !== undefined ||
      body.tax_address !== undefined,
  )
  .test(
    'whole-cart',
    REPLACE_NEEDS_BOTH,
    (body) =>
      body.replace !== true || (body.line_items !== undefined && body.subscriptions !== undefined),
  );

export const cartDeleteSchema = object({
  pet_ids: array(PET_ID.required()).max(10).default([]),
  line_items: array(object({ sku: SKU, pet_id: PET_ID.nullable().default(null) }))
    .max(30)
    .default([]),
}).test(
  'something',
  'Send pet_ids and/or line_items.',
  // Runs beside the field checks, so a field may still be null or of the wrong type here.
  (body) =>
    (Array.isArray(body.pet_ids) && body.pet_ids.length > 0) ||
    (Array.isArray(body.line_items) && body.line_items.length > 0),
);

/** PUT …/cart/: what the browser sends (cartUpdateSchema checks it on the server). */
export interface CartUpdate {
  line_items?: Array<{
    sku: string;
    quantity?: number;
    frequency?: 1 | 2;
    recurrence?: boolean;
    pet_id?: number | null;
    product_type?: 'TR' | 'SP';
  }>;
  subscriptions?: Record<string, { sku: string; addons?: { sku: string }[] }>;
  coupon_code?: string | null;
  /** The owner acknowledged the allergy warnings of what this update adds. */
  allergen_acknowledged?: boolean;
  /** The shipping address entered at checkout: the cart is taxed for it. */
  tax_address?: CartTaxAddress;
  /** The customer chose coupon_code over a better offer the cart holds. */
  replace_offer?: boolean;
  /** subscriptions and line_items are the whole cart: anything not listed is removed. */
  replace?: boolean;
}

/** The address a cart is taxed for, as the checkout form has it. */
export interface CartTaxAddress {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip_code: string;
}

/** DELETE …/cart/: the pups' plans and/or the lines to take out. */
export interface CartRemoval {
  pet_ids?: number[];
  line_items?: Array<{ sku: string; pet_id?: number | null }>;
}

/** A stored line with its product's name and prices. */
export interface CartLineView {
  sku: string;
  quantity: number;
  /** 1 = every box, 2 = every other box. */
  frequency: 1 | 2;
  /** Whether it renews with the subscription (true) or ships once with the first box. */
  recurrence: boolean;
  pet_id: number | null;
  product_type: 'TR' | 'SP';
  product_name: string;
  unit_price: number;
  total_price: number;
}

/** An extra picked with a pup's plan (`subscriptions[pet].addons`): one, every box, priced. */
export interface CartPlanAddonView {
  sku: string;
  product_name: string;
  product_type: 'TR' | 'SP';
  quantity: number;
  frequency: 1 | 2;
  unit_price: number;
  total_price: number;
}

export interface CartSubscriptionView extends SkuPricing {
  pet_id: number;
  pet_name: string;
  sku: string;
  addons: CartPlanAddonView[];
  /** What this pup's box costs after the first one, and how often it comes (before any credit). */
  repeat: RepeatQuote;
}

/** The cart as the API shows it; every price in cents. */
export interface CartView {
  cart_id: number;
  version: number;
  coupon_code: string | null;
  /** The spec's offer: amount in dollars, or percent (12.5). */
  offer: CouponView | null;
  invalid_codes: string[];
  line_items: CartLineView[];
  subscriptions: Record<string, CartSubscriptionView>;
  /** Every line of the first box, as the order will record it; they add up to totals.subtotal. */
  lines: FirstBoxLine[];
  /** The address the cart is taxed for (the customer's own); null until there is one. */
  tax_address: CartTaxAddress | null;
  /** Its state; null until there is one. */
  tax_state: string | null;
  /** The combined rate at that address, parts per million (8.875% = 88,750). */
  tax_rate_ppm: number;
  /** The provider's jurisdictions at that address (none where the shop does not collect). */
  tax_jurisdictions: TaxJurisdiction[];
  /** The provider knew only the state's part of this address's tax. */
  tax_incomplete: boolean;
  /** Cents, like every price here. */
  totals: CartTotals;
}

/** A cart write's answer: the cart, and why a code sent was not taken (a better one applies). */
export type CartUpdateResult = CartView & {
  offer_notice?: { code: string; kept: string; message: string } | null;
};
