import {
  ApiError,
  confirmPayment,
  createPassword,
  getCart,
  initiatePayment,
  placeOrder as postCheckout,
  saveAddress,
  savePaymentMethod,
  toApiError,
  updateCustomer,
  updatePayment,
  type Address,
  type ApiClient,
  type Cart,
  type Order,
  type Payment,
} from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';
import { TERMS_VERSION } from '@/domain/renewal-terms';
import type { CardCollector } from '@/ui/forms/card/card-collector';

export interface PlaceOrderInput {
  client: ApiClient;
  customerId: number;
  address: Address;
  /** Set when the customer is a lead without a password: checkout needs one. */
  password: { password: string; confirm_password: string } | null;
  card: CardCollector;
  deliveryDate: string;
  /** The customer ticked the renewal terms shown beside the pay button. */
  renewalTermsAccepted: boolean;
  campaignId: string | null;
  /** The intent made when checkout opened, if any. */
  payment: Payment | null;
  /** The amount the customer was shown; a different total after the address is not charged. */
  expectedTotal?: number;
}

export type PlaceOrderStep = 'password' | 'address' | 'card' | 'payment' | 'order';

export type PlaceOrderResult =
  | { ok: true; order: Order }
  | {
      ok: false;
      step: PlaceOrderStep;
      error: ApiError;
      cart?: Cart;
      payment?: Payment | null;
      /** The password was created on this attempt: the next one must not ask again. */
      passwordSet?: boolean;
    };

/**
 * Checkout's submit, in the order that keeps the customer's work safe: password, address (with
 * its name saved to the profile, and the tax it brings), card, the hold on the card (with 3-D
 * Secure when the bank asks), then the order.
 * Each failure says which step failed so the screen can show the message where it belongs.
 */
export async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
  const { client, customerId } = input;
  let step: PlaceOrderStep = 'password';
  let payment = input.payment;
  let cart: Cart | undefined;
  let passwordSet = false;
  try {
    if (input.password) {
      await createPassword(client, input.password);
      passwordSet = true;
    }
    step = 'address';
    await saveAddress(client, customerId, input.address);
    // The name given at checkout is the customer's own: the quiz only asked for a first name.
    await updateCustomer(client, customerId, {
      first_name: input.address.first_name,
      last_name: input.address.last_name,
    });
    cart = await getCart(client, customerId, true);
    if (input.expectedTotal !== undefined && cart.totals.total !== input.expectedTotal)
      return {
        ok: false,
        step,
        error: new ApiError('client', {
          detail: `With tax for your address, your total is ${formatCents(cart.totals.total)}. Please check it and place your order again.`,
        }),
        cart,
        payment,
        passwordSet,
      };
    step = 'card';
    const card = await input.card.collect();
    if (!card.ok) return { ok: false, step, error: card.error, cart, payment, passwordSet };
    const method = await savePaymentMethod(client, customerId, card.token);
    step = 'payment';
    payment = payment
      ? await updatePayment(client, payment.id, cart.cart_id, method.id)
      : await initiatePayment(client, cart.cart_id, method.id);
    let confirmed = await confirmPayment(client, payment.transaction_id, method.id);
    if (confirmed.next_action?.type === 'redirect_to_url' && confirmed.next_action.redirect_url) {
      // The bank's own page: it sends the customer back to /confirmation/, which places the
      // order (the delivery day and the renewal terms' tick are kept in this tab's storage).
      window.location.assign(confirmed.next_action.redirect_url);
      return new Promise<PlaceOrderResult>(() => {});
    }
    if (confirmed.next_action) {
      const authenticated = await input.card.authenticate(confirmed.next_action.client_secret);
      if (!authenticated.ok)
        return { ok: false, step, error: authenticated.error, cart, payment, passwordSet };
      confirmed = await confirmPayment(client, payment.transaction_id, method.id);
    }
    payment = confirmed;
    step = 'order';
    const order = await postCheckout(
      client,
      customerId,
      {
        transaction_ids: [confirmed.transaction_id],
        delivery_date: input.deliveryDate,
        renewal_terms_accepted: input.renewalTermsAccepted,
        renewal_terms_version: TERMS_VERSION,
      },
      input.campaignId,
    );
    return { ok: true, order };
  } catch (error) {
    const context =
      step === 'address' ? 'address' : step === 'order' ? 'checkout' : 'paymentMethods';
    return { ok: false, step, error: toApiError(error, context), cart, payment, passwordSet };
  }
}
