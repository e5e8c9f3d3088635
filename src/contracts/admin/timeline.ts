/** One event in a customer's timeline (`GET /api/admin/customers/{id}/timeline/`). */
export const TIMELINE_KINDS = [
  'order',
  'charge',
  'refund',
  'email',
  'plan_change',
  'account',
  'claim',
  'note',
  'consent',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineEvent {
  /** Unique in the feed (`order:42`), and with `at` the page cursor. */
  key: string;
  kind: TimelineKind;
  at: string;
  title: string;
  detail: string;
  /** Money the event moved, in cents (an order's total, a charge, a refund, a claim's value). */
  amount_cents: number | null;
}

export interface TimelinePage {
  events: TimelineEvent[];
  /** Pass as `before` for the next (older) page; null at the start of the customer's history. */
  next_before: string | null;
}
