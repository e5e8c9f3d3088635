/** The console's price list (issue 35): what each item costs today and what is scheduled. */
export const PRICE_ITEM_KIND_VALUES = ['recipe', 'addon'] as const;
export type PriceItemKindValue = (typeof PRICE_ITEM_KIND_VALUES)[number];

export interface ScheduledPriceView {
  id: number;
  amount_cents: number;
  /** First day on the shop's calendar the price is charged ('YYYY-MM-DD'). */
  effective_from: string;
  created_by: number | null;
  created_at: string;
}

export interface PriceItemView {
  kind: PriceItemKindValue;
  /** A recipe's key or an add-on's sku. */
  item: string;
  name: string;
  /** 'per 1,000 kcal' for recipes, 'per bag' or 'per jar' for add-ons. */
  unit: string;
  /** In force today; null when the item has no price yet. */
  current_cents: number | null;
  /** Changes not yet in force, soonest first. */
  scheduled: ScheduledPriceView[];
}

export interface PriceListView {
  /** The shop's today, and the earliest day a change scheduled now may start. */
  today: string;
  earliest_change: string;
  items: PriceItemView[];
}

/** What the console sends to schedule a change. */
export interface PriceChangeInput {
  kind: PriceItemKindValue;
  item: string;
  amount_cents: number;
  effective_from: string;
  /**
   * A price outside the sane band of today's (src/domain/price-band.ts): the change per box the
   * owner was shown and confirmed. Without it such a change answers 409 price_change_unconfirmed.
   */
  confirm_box_change_cents?: number;
}
