import type { OrderStatus } from './orders';

/** A renewal charge waiting for (or done with) the customer's bank check, as the page shows it. */
export interface PaymentAuthenticationView {
  payment_intent: string;
  /** For Stripe.js (`handleNextAction`) or the offline test bank; only ever sent to the owner. */
  client_secret: string;
  order_id: number;
  pet_name: string;
  amount: number;
  delivery_date: string;
  /** 'requires_action': waiting for the customer; 'paid'; 'payment_failed': the bank said no. */
  status: OrderStatus;
  /** Until when the customer can confirm it before the card is tried again. */
  respond_by: string | null;
}
