import { parseIsoDate } from './delivery-schedule';

/**
 * The console's orders list: which filters it takes from the address bar and how each is read.
 * Every value is checked here, so the route answers 400 with the field's message and the query
 * only ever sees known values.
 */
export const ORDER_STATUS_FILTERS = [
  'paid',
  'scheduled',
  'payment_failed',
  'requires_action',
  'processing',
  'captured',
  'failed',
] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export const ORDER_KIND_FILTERS = ['first_box', 'renewal', 'reship'] as const;
export type OrderKindFilter = (typeof ORDER_KIND_FILTERS)[number];

export const ORDERS_PER_PAGE = 50;
export const MAX_ORDERS_PER_PAGE = 100;

export interface OrderFilters {
  status?: OrderStatusFilter;
  kind?: OrderKindFilter;
  deliveryFrom?: string;
  deliveryTo?: string;
  held?: boolean;
  /** An order number ('#1042' or '1042'), or text found in the customer's email or a pup's name. */
  search?: string;
  page: number;
  pageSize: number;
}

export type FilterCheck =
  { ok: true; filters: OrderFilters } | { ok: false; errors: Record<string, string[]> };

type Query = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value === '' ? undefined : value;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseOrderFilters(query: Query): FilterCheck {
  const errors: Record<string, string[]> = {};
  const filters: OrderFilters = { page: 1, pageSize: ORDERS_PER_PAGE };
  const status = one(query.status);
  if (status !== undefined) {
    if (isOneOf(ORDER_STATUS_FILTERS, status)) filters.status = status;
    else errors.status = [`Choose one of: ${ORDER_STATUS_FILTERS.join(', ')}.`];
  }
  const kind = one(query.kind);
  if (kind !== undefined) {
    if (isOneOf(ORDER_KIND_FILTERS, kind)) filters.kind = kind;
    else errors.kind = ['Choose first_box, renewal or reship.'];
  }
  for (const [field, key] of [
    ['delivery_from', 'deliveryFrom'],
    ['delivery_to', 'deliveryTo'],
  ] as const) {
    const value = one(query[field]);
    if (value === undefined) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value)) filters[key] = value;
    else errors[field] = ['Use the format YYYY-MM-DD.'];
  }
  if (filters.deliveryFrom && filters.deliveryTo && filters.deliveryFrom > filters.deliveryTo)
    errors.delivery_to = ['The end date is before the start date.'];
  const held = one(query.held);
  if (held !== undefined) {
    if (held === 'true' || held === 'false') filters.held = held === 'true';
    else errors.held = ['Use true or false.'];
  }
  const search = one(query.q)?.trim();
  if (search) {
    if (search.length > 100) errors.q = ['Search for at most 100 characters.'];
    else filters.search = search;
  }
  const page = one(query.page);
  if (page !== undefined) {
    if (/^[1-9]\d{0,5}$/.test(page)) filters.page = Number(page);
    else errors.page = ['The page must be a whole number from 1.'];
  }
  const size = one(query.page_size);
  if (size !== undefined) {
    if (/^[1-9]\d{0,2}$/.test(size) && Number(size) <= MAX_ORDERS_PER_PAGE)
      filters.pageSize = Number(size);
    else errors.page_size = [`The page size is a whole number from 1 to ${MAX_ORDERS_PER_PAGE}.`];
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, filters };
}

/** The search as an order number, when it is one. */
export function searchedOrderNumber(search: string): number | null {
  const match = /^#?(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : null;
}

/** A LIKE pattern matching the text anywhere, with the user's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
