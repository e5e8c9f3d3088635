import type { Subscription } from './checkout';
import type { ApiClient } from './http';
import type { PlanType } from '@/domain/plan-types';

const base = (id: number) => `/api/v3/subscriptions/${id}/`;

export const skipNextDelivery = (client: ApiClient, id: number, deliveryDate: string) =>
  client.request<Subscription>({
    method: 'POST',
    url: `${base(id)}skip/`,
    data: { delivery_date: deliveryDate },
    context: 'skipDelivery',
  });

export const rescheduleDelivery = (client: ApiClient, id: number, date: string) =>
  client.request<Subscription>({
    method: 'PUT',
    url: `${base(id)}reschedule/`,
    data: { next_delivery_date: date },
  });

export const pauseSubscription = (client: ApiClient, id: number) =>
  client.request<Subscription>({ method: 'POST', url: `${base(id)}pause/`, data: {} });

export const resumeSubscription = (client: ApiClient, id: number) =>
  client.request<Subscription>({ method: 'POST', url: `${base(id)}resume/`, data: {} });

export const cancelSubscription = (
  client: ApiClient,
  id: number,
  reason: string,
  details = '',
  declinedOffer?: string,
) =>
  client.request<Subscription>({
    method: 'POST',
    url: `${base(id)}cancel/`,
    data: declinedOffer ? { reason, details, declined_offer: declinedOffer } : { reason, details },
  });

export interface PlanChange {
  recipes?: { fresh: string[]; dry: string[] };
  weeks_of_food?: number;
  /** Another plan type: the console switches a fresh plan between full and half portions. */
  plan_type?: PlanType;
  /** The owner acknowledged the allergy warning of a recipe this change adds. */
  allergen_acknowledged?: boolean;
}

export type PlanQuote = Omit<
  Subscription,
  | 'id'
  | 'pet_id'
  | 'pet_name'
  | 'pet_allergies'
  | 'status'
  | 'addons'
  | 'next_delivery_date'
  | 'last_change_date'
  | 'next_box'
>;

export interface AddonChoice {
  sku: string;
  quantity: number;
  frequency: 1 | 2;
}

export const getSubscription = (client: ApiClient, id: number) =>
  client.request<Subscription>({ url: base(id) });

export const quotePlanChange = (client: ApiClient, id: number, change: PlanChange) =>
  client.request<PlanQuote>({ method: 'POST', url: `${base(id)}quote/`, data: change });

export const changePlan = (client: ApiClient, id: number, change: PlanChange) =>
  client.request<Subscription>({ method: 'PUT', url: base(id), data: change });

export const replaceAddons = (
  client: ApiClient,
  id: number,
  addons: AddonChoice[],
  allergenAcknowledged = false,
) =>
  client.request<Subscription>({
    method: 'PUT',
    url: `${base(id)}addons/`,
    data: allergenAcknowledged ? { addons, allergen_acknowledged: true } : { addons },
  });

/** The plan as it would be with these extras (its next box): nothing is saved. */
export const quoteAddons = (client: ApiClient, id: number, addons: AddonChoice[]) =>
  client.request<Subscription>({
    method: 'POST',
    url: `${base(id)}addons/quote/`,
    data: { addons },
  });

export const reactivateSubscription = (
  client: ApiClient,
  id: number,
  input: {
    coupon_code?: string;
    delivery_date?: string;
    renewal_terms_accepted: boolean;
    renewal_terms_version?: string;
  },
) =>
  client.request<Subscription>({
    method: 'POST',
    url: `${base(id)}reactivate/`,
    data: input,
    context: 'paymentMethods',
  });
