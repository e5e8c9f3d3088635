import type { CustomerCareView, CustomerHit, RefundView } from '@/contracts/admin/care';
import type { AddressView } from '@/contracts/customers';
import type { TimelinePage } from '@/contracts/admin/timeline';
import type { SubscriptionView } from '@/contracts/subscriptions';
import type { ApiClient } from '../http';
import type { PlanChange, PlanQuote } from '../subscriptions';

export type { AddressView, CustomerCareView, CustomerHit, RefundView, TimelinePage };

const base = '/api/admin/customers/';
const one = (customerId: number) => `${base}${customerId}/`;

export type SubscriptionActionName =
  'skip' | 'move' | 'pause' | 'resume' | 'cancel' | 'plan' | 'extras' | 'frequency' | 'reactivate';

export const actOnSubscription = (
  client: ApiClient,
  customerId: number,
  subscriptionId: number,
  action: SubscriptionActionName,
  data: Record<string, unknown> = {},
) =>
  client.request<SubscriptionView>({
    method: 'POST',
    url: `${one(customerId)}subscriptions/${subscriptionId}/${action}/`,
    data,
  });

/** The price of a plan change for the customer, before an agent saves it. */
export const quoteSubscriptionChange = (
  client: ApiClient,
  customerId: number,
  subscriptionId: number,
  change: PlanChange,
) =>
  client.request<PlanQuote>({
    method: 'POST',
    url: `${one(customerId)}subscriptions/${subscriptionId}/quote/`,
    data: change,
  });

export const addCredit = (
  client: ApiClient,
  customerId: number,
  data: { idempotency_key: string; amount: number; reason: string },
) =>
  client.request<{ balance: number; entry_id: number }>({
    method: 'POST',
    url: `${one(customerId)}credit/`,
    data,
  });

export const addNote = (client: ApiClient, customerId: number, body: string) =>
  client.request<{ id: number }>({
    method: 'POST',
    url: `${one(customerId)}notes/`,
    data: { body },
  });

export const resendEmail = (client: ApiClient, customerId: number, emailId: number) =>
  client.request<{ outbox_id: number }>({
    method: 'POST',
    url: `${one(customerId)}emails/${emailId}/resend/`,
  });

export const startPasswordReset = (client: ApiClient, customerId: number) =>
  client.request<{ detail: string }>({ method: 'POST', url: `${one(customerId)}password-reset/` });

export const refundOrder = (
  client: ApiClient,
  orderId: number,
  data: {
    idempotency_key: string;
    reason: string;
    full?: boolean;
    lines?: { line: string; amount: number }[];
    /** 'credit' gives it back as account credit (no card involved). */
    destination?: 'card' | 'credit';
  },
) =>
  client.request<RefundView>({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds/`,
    data,
  });

/** Staff edit a customer's name and email (the My info rules; a taken email is a conflict). */
export const editCustomerProfile = (
  client: ApiClient,
  customerId: number,
  data: { first_name: string; last_name: string; email: string },
) =>
  client.request<{ id: number; email: string }>({
    method: 'PUT',
    url: `${one(customerId)}profile/`,
    data,
  });

/** Staff save a customer's delivery address and phone (the address form's rules). */
export const editCustomerAddress = (
  client: ApiClient,
  customerId: number,
  data: Record<string, string | boolean>,
) => client.request<AddressView>({ method: 'PUT', url: `${one(customerId)}address/`, data });

/** The renewal terms a restart of the plan records as the consent: read out to the customer. */
export const getReactivationTerms = (
  client: ApiClient,
  customerId: number,
  subscriptionId: number,
) =>
  client.request<{ delivery_date: string; terms_version: string; terms_text: string }>({
    method: 'GET',
    url: `${one(customerId)}subscriptions/${subscriptionId}/reactivation-terms/`,
  });

/** A page of the customer's timeline, newest first; `before` is the page before's next_before. */
export const getCustomerTimeline = (client: ApiClient, customerId: number, before?: string) =>
  client.request<TimelinePage>({
    url: `${one(customerId)}timeline/`,
    params: before ? { before } : {},
  });
