import { csvCell, type CsvValue } from './packing-csv';

/**
 * The console's CSV exports share the packing export's cell rules (RFC 4180, CRLF, formula-safe
 * cells: a text cell starting with = + - @, a tab or a carriage return gets a leading apostrophe).
 * Rows are written a page at a time, so an export of 100k customers never sits whole in memory.
 */
export type { CsvValue };

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const EXPORT_KINDS = ['customers', 'subscriptions', 'orders', 'refunds', 'claims'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const EXPORT_COLUMNS: Record<ExportKind, readonly string[]> = {
  customers: ['customer_id', 'name', 'email', 'status', 'state', 'pups', 'created_at'],
  subscriptions: [
    'subscription_id',
    'customer_id',
    'customer_name',
    'email',
    'pup_name',
    'status',
    'plan_sku',
    'next_delivery_date',
    'state',
    'weeks_of_food',
  ],
  orders: [
    'order_id',
    'customer_id',
    'kind',
    'status',
    'delivery_date',
    'subtotal_cents',
    'discount_cents',
    'credit_cents',
    'tax_cents',
    'shipping_cents',
    'total_cents',
    'hold',
    'created_at',
  ],
  refunds: [
    'refund_id',
    'order_id',
    'customer_id',
    'amount_cents',
    'destination',
    'status',
    'reason',
    'staff_id',
    'created_at',
  ],
  claims: [
    'claim_id',
    'order_id',
    'customer_id',
    'problem',
    'remedy',
    'status',
    'amount_cents',
    'note',
    'created_at',
  ],
};

/** `customers-2026-03-04.csv`: what it holds and the shop's day it was taken. */
export function exportFileName(kind: ExportKind, day: string): string {
  return `${kind}-${day}.csv`;
}
