import type {
  ClaimInput,
  ClaimQuoteInput,
  ClaimQuoteView,
  ClaimView,
  CustomerClaimsView,
} from '@/contracts/claims';
import type { ApiClient } from './http';

export type Claim = ClaimView;
export type ClaimQuote = ClaimQuoteView;
export type CustomerClaims = CustomerClaimsView;

const orderClaims = (customerId: number, orderId: number) =>
  `/api/v3/customers/${customerId}/orders/${orderId}/claims/`;

export const listClaims = (client: ApiClient, customerId: number) =>
  client.request<CustomerClaims>({ url: `/api/v3/customers/${customerId}/claims/` });

/** The credit the chosen lines would give, worked out by the server; nothing is saved. */
export const quoteClaim = (
  client: ApiClient,
  customerId: number,
  orderId: number,
  data: ClaimQuoteInput,
) =>
  client.request<ClaimQuote>({
    method: 'POST',
    url: `${orderClaims(customerId, orderId)}quote/`,
    data,
  });

export const createClaim = (
  client: ApiClient,
  customerId: number,
  orderId: number,
  data: ClaimInput,
) => client.request<Claim>({ method: 'POST', url: orderClaims(customerId, orderId), data });
