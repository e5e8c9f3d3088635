import type { CancelOfferView } from '@/contracts/cancel-offers';
import type { CheckIn, CheckInQuote } from '@/contracts/check-ins';
import type { RenewalConsentView } from '@/contracts/consents';
import type { Subscription } from './checkout';
import type { ApiClient } from './http';

export type RenewalConsent = RenewalConsentView;
export type CancelOffer = NonNullable<CancelOfferView['offer']>;
export type { CheckIn, CheckInQuote };

/** The renewal terms the customer agreed to, newest first. */
export const listRenewalConsents = (client: ApiClient, customerId: number) =>
  client.request<RenewalConsent[]>({ url: `/api/v3/customers/${customerId}/renewal_consents/` });

/**
 * The renewal terms of restarting a cancelled plan on that date with that welcome-back code, as
 * the server will record them (an every-box code is in the amounts).
 */
export const getReactivationTerms = (
  client: ApiClient,
  id: number,
  deliveryDate: string,
  couponCode = '',
) =>
  client.request<{
    delivery_date: string;
    coupon_applied: boolean;
    terms_version: string;
    terms_text: string;
  }>({
    url: `/api/v3/subscriptions/${id}/reactivate/`,
    params: {
      ...(deliveryDate ? { delivery_date: deliveryDate } : {}),
      ...(couponCode ? { coupon_code: couponCode } : {}),
    },
  });

export const getCancelOffer = (client: ApiClient, id: number, reason: string) =>
  client.request<CancelOfferView>({
    url: `/api/v3/subscriptions/${id}/cancel_offer/`,
    params: { reason },
  });

export const acceptCancelOffer = (client: ApiClient, id: number, reason: string, key: string) =>
  client.request<{ subscription: Subscription; offer: CancelOffer }>({
    method: 'POST',
    url: `/api/v3/subscriptions/${id}/cancel_offer/`,
    data: { reason, offer_key: key },
  });

const checkInPath = (customerId: number, petId: number) =>
  `/api/v3/customers/${customerId}/pets/${petId}/check_in/`;

/** What a new weight and body condition would change; nothing is saved. */
export const quoteCheckIn = (
  client: ApiClient,
  customerId: number,
  petId: number,
  input: CheckIn,
) =>
  client.request<CheckInQuote>({
    method: 'POST',
    url: `${checkInPath(customerId, petId)}quote/`,
    data: input,
  });

export const confirmCheckIn = (
  client: ApiClient,
  customerId: number,
  petId: number,
  input: CheckIn,
) =>
  client.request<CheckInQuote>({
    method: 'POST',
    url: checkInPath(customerId, petId),
    data: input,
  });
