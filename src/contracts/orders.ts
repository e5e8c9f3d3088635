import type { TaxJurisdictionLine } from '@/domain/tax';
import type { RepeatQuote } from '@/domain/box-lines';

/** An order's state: exactly the values of the orders table's status column. */
export type OrderStatus =
  | 'processing'
  | 'captured'
  | 'paid'
  | 'failed'
  | 'scheduled'
  | 'payment_failed'
  | 'requires_action';

export interface OrderItemView {
  /** The order line's id (a box claim names the lines it covers). */
  id: number;
  pet_id: number | null;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit_price: number;
  total_price: number;
}

export interface OrderSubscriptionView {
  id: number;
  pet_id: number;
  pet_name: string;
  sku: string;
  weeks_of_food: number;
  next_delivery_date: string;
  /** What this pup's later boxes cost and how often they come (the renewal disclosure). */
  repeat: RepeatQuote;
}

export interface OrderView {
  id: number;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  tax: number;
  /** The tax per jurisdiction (state, county, city, district) as calculated when charged. */
  tax_lines: TaxJurisdictionLine[];
  /** The tax provider knew only the state's part of this address's tax. */
  tax_incomplete: boolean;
  /** Tax given back by refunds (part of `refunded`). */
  tax_reversed: number;
  shipping: number;
  total: number;
  coupon_code: string | null;
  /** Refunded to the card so far, in cents (refunds that went through). */
  refunded: number;
  /** Refunds the provider has not settled yet (until its webhook says succeeded or failed). */
  refund_pending: number;
  delivery_date: string;
  /** A renewal whose charge was declined: why, and when the card is tried again (null: no more). */
  payment_problem?: { reason: string | null; retry_at: string | null } | null;
  items: OrderItemView[];
  subscriptions: OrderSubscriptionView[];
  /** What the next boxes of all pups together cost, before tax (each pup's is in its repeat). */
  next_box_subtotal: number;
  customer_status: 'lead' | 'active';
  /** Each pup's box once the warehouse has packed it; shipped ones carry their tracking. */
  shipments: OrderShipmentView[];
  /** The shop day "Report a problem" opens: the first delivery, or two days late. */
  report_opens_on: string;
}

/** Where a box is, as the customer follows it (the carrier's news once it has shipped). */
export type TrackingStatusView =
  'packed' | 'shipped' | 'out_for_delivery' | 'delivered' | 'delayed' | 'returned';

export interface OrderShipmentView {
  pet_id: number;
  pet_name: string;
  /** The warehouse's part: packed, or shipped (left the kitchen). */
  status: 'packed' | 'shipped';
  tracking_status: TrackingStatusView;
  carrier: 'usps' | 'ups' | 'fedex' | 'other' | null;
  tracking_number: string | null;
  tracking_url: string | null;
  packed_at: string;
  shipped_at: string | null;
  out_for_delivery_at: string | null;
  delivered_at: string | null;
  /** The shop day it was delivered or came back to us, if it has. */
  arrived_on: string | null;
}
