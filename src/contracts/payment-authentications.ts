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
  /** At respond_by, unanswered: the card is tried again, or the box is given up (plan paused). */
  unanswered: 'card_tried_again' | 'box_given_up' | null;
  /** The last shop day on which confirming keeps delivery_date (while waiting). */
  keeps_date_until: string | null;
  /** Confirmed today, the box arrives on this day: delivery_date, or later once too late for it. */
  arrives_if_confirmed_today: string | null;
}
