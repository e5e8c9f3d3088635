import type { ReferralView } from '@/contracts/referrals';
import type { ApiClient } from './http';

export type Referrals = ReferralView;

const base = (customerId: number) => `/api/v3/customers/${customerId}/referrals/`;

export const getReferrals = (client: ApiClient, customerId: number) =>
  client.request<Referrals>({ url: base(customerId) });

export const inviteFriend = (client: ApiClient, customerId: number, email: string) =>
  client.request<Referrals>({
    method: 'POST',
    url: `${base(customerId)}invitations/`,
    data: { email },
  });
