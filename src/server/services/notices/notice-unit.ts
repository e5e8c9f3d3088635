/** The daily notices, each found by a daily finder and sent one unit (one email) at a time. */
export type NoticeKind = 'card-expiry' | 'yearly-reminder' | 'price-change' | 'puppy-check-in';

/**
 * One notice to send: `id` is the customer (card expiry), the plan (yearly reminder, price
 * change) or the pup (check-in). `key` names this very email (or, for a price change, this
 * day's look at the plan): a finder run twice queues it once.
 */
export interface NoticeUnit {
  kind: NoticeKind;
  id: number;
  key: string;
}
