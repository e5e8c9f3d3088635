import type { OrderRow } from '@/server/db/schema';

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
}

export interface OrderView {
  id: number;
  status: OrderRow['status'];
  subtotal: number;
  discount: number;
  tax: number;
  shipping: number;
  total: number;
  coupon_code: string | null;
  delivery_date: string;
  items: OrderItemView[];
  subscriptions: OrderSubscriptionView[];
  /** What each later box costs, before tax. */
  next_box_subtotal: number;
  customer_status: 'lead' | 'active';
}
