import type { RepeatQuote } from '@/domain/box-lines';

/** An order's state: exactly the values of the orders table's status column. */
export type OrderStatus =
  'processing' | 'captured' | 'paid' | 'failed' | 'scheduled' | 'payment_failed';

export interface OrderItemView {
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
  shipping: number;
  total: number;
  coupon_code: string | null;
  delivery_date: string;
  items: OrderItemView[];
  subscriptions: OrderSubscriptionView[];
  /** What the next boxes of all pups together cost, before tax (each pup's is in its repeat). */
  next_box_subtotal: number;
  customer_status: 'lead' | 'active';
}
