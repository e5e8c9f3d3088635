import { isAxiosError } from 'axios';
import type {
  PendingBoxChoice,
  PendingBoxesProblem,
  PendingBoxView,
} from '@/contracts/data-rights';
import type { ApiError } from './errors';
import type { ApiClient } from './http';

/** The customer's data as the server exports it (a JSON document, saved as a file). */
export type CustomerDataExport = Record<string, unknown> & { generated_at: string };

export interface AccountDeletion {
  deleted: boolean;
  plans_cancelled: number;
  cards_detached: number;
  boxes_shipped: number;
  boxes_refunded: number;
}

/** Everything the shop holds about the customer (CCPA "right to know"). */
export const exportMyData = (client: ApiClient, customerId: number) =>
  client.request<CustomerDataExport>({ url: `/api/v3/customers/${customerId}/data_export/` });

/**
 * Deletes the account; `confirmEmail` must be the account's email (400 otherwise). With a paid
 * box not shipped yet and no `pendingBoxes` choice, it fails with the boxes (pendingBoxesIn).
 */
export const deleteMyAccount = (
  client: ApiClient,
  customerId: number,
  confirmEmail: string,
  pendingBoxes?: PendingBoxChoice,
) =>
  client.request<AccountDeletion>({
    method: 'POST',
    url: `/api/v3/customers/${customerId}/delete_account/`,
    data: { confirm_email: confirmEmail, ...(pendingBoxes ? { pending_boxes: pendingBoxes } : {}) },
  });

/** The paid boxes not shipped yet a deletion refused to go ahead without a choice for, if so. */
export function pendingBoxesIn(error: ApiError): PendingBoxView[] | null {
  if (error.code !== 'pending_boxes' || !isAxiosError(error.cause)) return null;
  const body = error.cause.response?.data as Partial<PendingBoxesProblem> | undefined;
  return Array.isArray(body?.pending_boxes) ? body.pending_boxes : null;
}
