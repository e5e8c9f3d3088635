import { mixed, object, string, type InferType } from 'yup';

/**
 * The console's customer and subscription lists: their filters (one yup schema shared by the
 * filter form, the saved views and the API), their rows and their saved views. Every filter is
 * optional; dates are the shop's calendar days (YYYY-MM-DD).
 */
export const LIST_KINDS = ['customers', 'subscriptions'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export const LIST_SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export const LIST_CUSTOMER_STATUSES = ['lead', 'active'] as const;
export const LIST_PLAN_TYPES = ['FR', 'half_fresh', 'DY', 'MX'] as const;
export const LIST_PAGE_SIZE_MAX = 100;
export const LIST_PAGE_SIZE_DEFAULT = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2026-02-30 is refused, not rolled over to March. */
const isDay = (value: string | undefined) =>
  !value ||
  (DAY.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value);
const day = (message: string) => string().trim().test('day', message, isDay);
const optionalText = (max: number) => string().trim().max(max, `At most ${max} characters.`);
const oneOf = <T extends string>(values: readonly T[], message: string) =>
  string()
    .trim()
    .test('one-of', message, (value) => !value || (values as readonly string[]).includes(value));

/**
 * What both lists filter on. `q` is found inside the customer's name or email or a pup's name
 * (any part of it, case-insensitive).
 */
export const listFiltersSchema = object({
  q: optionalText(100),
  status: string().trim().max(20),
  plan: oneOf(LIST_PLAN_TYPES, 'Choose fresh, half-fresh, baked or mixed.'),
  state: string()
    .trim()
    .uppercase()
    .test('state', 'Give a two-letter state code.', (value) => !value || /^[A-Z]{2}$/.test(value)),
  next_from: day('Give a date as YYYY-MM-DD.'),
  next_to: day('Give a date as YYYY-MM-DD.').test(
    'after-from',
    'The end date must not be before the start date.',
    (value, context) => !value || !context.parent.next_from || value >= context.parent.next_from,
  ),
});

export const customerListSchema = listFiltersSchema.shape({
  status: oneOf(LIST_CUSTOMER_STATUSES, 'Choose lead or active.'),
});
export const subscriptionListSchema = listFiltersSchema.shape({
  status: oneOf(LIST_SUBSCRIPTION_STATUSES, 'Choose active, paused or cancelled.'),
});
export type ListFilters = InferType<typeof listFiltersSchema>;

export const LIST_FILTER_NAMES = ['q', 'status', 'plan', 'state', 'next_from', 'next_to'] as const;
export type ListFilterName = (typeof LIST_FILTER_NAMES)[number];

export const pageSchema = object({
  after: string().matches(/^\d{1,9}$/, 'Not a valid page.'),
  limit: string()
    .matches(/^\d{1,3}$/, `Give a page size from 1 to ${LIST_PAGE_SIZE_MAX}.`)
    .test(
      'range',
      `Give a page size from 1 to ${LIST_PAGE_SIZE_MAX}.`,
      (value) => !value || (Number(value) >= 1 && Number(value) <= LIST_PAGE_SIZE_MAX),
    ),
});

export const savedViewSchema = object({
  list: string()
    .oneOf([...LIST_KINDS], 'Choose customers or subscriptions.')
    .required('Choose customers or subscriptions.'),
  name: string()
    .trim()
    .min(1, 'Name the view.')
    .max(60, 'At most 60 characters.')
    .required('Name the view.'),
  filters: mixed<Record<string, unknown>>()
    .test(
      'object',
      'Give the filters as an object.',
      (value) =>
        value === undefined ||
        (typeof value === 'object' && value !== null && !Array.isArray(value)),
    )
    .required('Give the filters to save.'),
});
export const savedViewListSchema = object({
  list: string().oneOf([...LIST_KINDS], 'Choose customers or subscriptions.'),
});

export interface CustomerListRow {
  id: number;
  name: string;
  email: string;
  status: 'lead' | 'active';
  state: string | null;
  pups: string[];
  /** Paid orders (first boxes, renewals and reships). */
  order_count: number;
  /** What the paid orders charged less the refunds that succeeded, in cents. */
  lifetime_value_cents: number;
  created_at: string;
}

export interface SubscriptionListRow {
  id: number;
  customer_id: number;
  customer_name: string;
  email: string;
  pup: string;
  status: 'active' | 'paused' | 'cancelled';
  plan: string;
  /** Null for a cancelled plan: no box is coming. */
  next_delivery_date: string | null;
  state: string | null;
  weeks_of_food: number;
}

export interface ListPage<Row> {
  results: Row[];
  /** Pass as `after` for the next page; null on the last page. */
  next_after: number | null;
}

export interface SavedView {
  id: number;
  list: ListKind;
  name: string;
  filters: Partial<Record<ListFilterName, string>>;
  created_at: string;
}

/** Exports of lists without a filter form of their own: their status, orders their delivery. */
export const ORDER_EXPORT_STATUSES = [
  'processing',
  'captured',
  'paid',
  'failed',
  'scheduled',
  'payment_failed',
  'requires_action',
] as const;
export const orderExportSchema = object({
  status: oneOf(ORDER_EXPORT_STATUSES, 'Not an order status.'),
  next_from: day('Give a date as YYYY-MM-DD.'),
  next_to: day('Give a date as YYYY-MM-DD.'),
});
export const refundExportSchema = object({
  status: oneOf(['pending', 'succeeded', 'failed'], 'Choose pending, succeeded or failed.'),
});
export const claimExportSchema = object({
  status: oneOf(['pending', 'approved', 'declined'], 'Choose pending, approved or declined.'),
});
