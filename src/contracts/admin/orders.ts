import type { TaxJurisdictionLine } from '@/domain/tax';
import type { RefundView } from './care';
import type { ShipToView } from './fulfilment';

/**
 * The console's orders: list, order page, invoice and bulk actions. Support and owners read
 * them (customers.read); fulfilment works from the fulfilment screens, which carry only what
 * packing needs.
 */
export type OrderKind = 'first_box' | 'renewal' | 'reship';
export type OrderHold = { reason: 'refunded' | 'staff'; note: string | null } | null;

export interface OrderListItemView {
  id: number;
  kind: OrderKind;
  status: string;
  delivery_date: string;
  total: number;
  customer: { id: number; email: string; name: string };
  pups: string[];
  hold: OrderHold;
  /** The order's boxes by where they are. */
  boxes: { pending: number; packed: number; shipped: number };
  created_at: string;
}

export interface OrderListPage {
  results: OrderListItemView[];
  page: number;
  page_size: number;
  next_page: number | null;
}

export interface OrderLineView {
  id: number;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit: number;
  total: number;
}

export interface OrderPupView {
  pet_id: number | null;
  pup_name: string;
  lines: OrderLineView[];
  shipment: {
    status: 'pending' | 'packed' | 'shipped';
    carrier: string | null;
    tracking_number: string | null;
    tracking_url: string | null;
    packed_at: string | null;
    shipped_at: string | null;
  };
}

export interface OrderAuditView {
  id: number;
  staff_email: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  created_at: string;
}

export interface OrderDetailView {
  id: number;
  kind: OrderKind;
  status: string;
  delivery_date: string;
  customer: { id: number; email: string; name: string };
  ship_to: ShipToView;
  pups: OrderPupView[];
  totals: {
    subtotal: number;
    discount: number;
    /** Account credit spent on it (part of the discount). */
    credit: number;
    tax: number;
    shipping: number;
    total: number;
  };
  coupon_code: string | null;
  /** The tax as the provider calculated it: its calculation, its jurisdictions, what refunds gave back. */
  tax: {
    provider: string | null;
    calculation_id: string | null;
    lines: TaxJurisdictionLine[];
    incomplete: boolean;
    reversed: number;
  };
  payment: {
    status: string;
    amount: number;
    card: { brand: string; last4: string } | null;
  } | null;
  refunds: RefundView[];
  /** Account credit given or taken for this order (claims, refunds to credit, credit spent). */
  credit_entries: { kind: string; amount: number; reason: string; created_at: string }[];
  hold: (NonNullable<OrderHold> & { at: string | null }) | null;
  /** True while no box of it is packed or shipped and it was paid: it can still be cancelled. */
  cancellable: boolean;
  /** True while nothing of it is packed and it is paid or awaiting payment: its ship-to can change. */
  editable: boolean;
  audit: OrderAuditView[];
  created_at: string;
}

export interface OrderCancelView {
  order_id: number;
  /** Given back to the card and to account credit by this cancellation (0 when repeated). */
  refunded_to_card: number;
  refunded_to_credit: number;
  hold: OrderHold;
}

export interface BulkSkipView {
  order_id: number;
  pet_id: number;
  reason: string;
}

export interface BulkPackView {
  delivery_date: string;
  packed: number;
  skipped: BulkSkipView[];
}

export interface TrackingImportView {
  /** Rows applied now: their boxes shipped and their customers emailed. */
  shipped: number;
  /** Rows whose boxes had already shipped with that number (a file imported twice). */
  unchanged: number;
  errors: { line: number; message: string }[];
}

export interface DateMoveView {
  from: string;
  /** The date the boxes moved to; null when each plan skipped to its following box. */
  to: string | null;
  moved: number;
  skipped: { subscription_id: number; reason: string }[];
  /** Boxes on the date already ordered (paid first boxes): not moved, to handle one by one. */
  ordered_boxes: number;
}
