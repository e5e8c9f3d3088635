import type { DisputeView } from '@/contracts/admin/disputes';
import type { ApiClient } from '../http';

export type { DisputeView };

export const decideDispute = (
  client: ApiClient,
  disputeId: number,
  decision: 'resume' | 'cancel',
) =>
  client.request<DisputeView>({
    method: 'POST',
    url: `/api/admin/payments/disputes/${disputeId}/decision/`,
    data: { decision },
  });
