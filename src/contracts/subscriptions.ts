import type { NextBox } from '@/domain/next-box';
import type { SkuPricing } from '@/domain/sku-pricing';

/** A plan's state: exactly the values of the subscriptions table's status column. */
export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';

export interface SubscriptionAddonView {
  sku: string;
  product_name: string;
  product_type: 'TR' | 'SP';
  quantity: number;
  frequency: 1 | 2;
  unit_price: number;
  /** Whether it is in the next box (every-other-box extras skip every second box). */
  in_next_box: boolean;
}

/** A pup's plan as the API shows it (GET /api/v3/subscriptions/ and the plan's own routes). */
export interface SubscriptionView extends SkuPricing {
  id: number;
  pet_id: number;
  pet_name: string;
  /** The pup's allergies, so screens can warn before food with one of them is chosen. */
  pet_allergies: string[];
  status: SubscriptionStatus;
  sku: string;
  addons: SubscriptionAddonView[];
  /** The next box that can still change: the one skip, move and the renewal charge act on. */
  next_delivery_date: string;
  /**
   * The box already paid for and on its way (not yet delivered), when there is one: it is the
   * pup's next box until it arrives, though it can no longer be skipped or moved.
   */
  paid_box_date: string | null;
  /** A plan paused until a date: its first box back (it comes back active in time for it). */
  resume_on: string | null;
  /** The last day the next delivery can be changed or skipped. */
  last_change_date: string;
  /**
   * The dates the next box can be put on: where an active plan's box can move to, or where a
   * cancelled plan can restart. All still changeable today and after the pup's box on its way.
   */
  delivery_options: string[];
  /** The next box as it will be charged: plan, extras due, referral credit, tax. */
  next_box: NextBox;
}
