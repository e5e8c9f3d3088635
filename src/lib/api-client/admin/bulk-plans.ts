import type { BulkPlanAction, BulkPreview } from '@/domain/bulk-plan-actions';
import type { ApiClient } from '../http';

export type { BulkPlanAction, BulkPreview };
export type BulkResult = BulkPreview & {
  failed: Array<{ id: number; code: string; text: string }>;
};

export interface BulkRequest {
  action: BulkPlanAction;
  subscription_ids: number[];
  params: Record<string, string>;
}

export const previewBulkPlans = (client: ApiClient, data: BulkRequest) =>
  client.request<BulkPreview>({
    method: 'POST',
    url: '/api/admin/subscriptions/bulk/preview/',
    data,
  });

/** `idempotency_key`: one per preview shown, so a double submit applies once. */
export const applyBulkPlans = (
  client: ApiClient,
  data: BulkRequest & { idempotency_key: string },
) => client.request<BulkResult>({ method: 'POST', url: '/api/admin/subscriptions/bulk/', data });
