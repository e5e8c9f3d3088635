import type { Subscription } from './checkout';
import type { ApiClient } from './http';

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

export const cancelSubscription = (client: ApiClient, id: number, reason: string, details = '') =>
  client.request<Subscription>({
    method: 'POST',
    url: `${base(id)}cancel/`,
    data: { reason, details },
  });
