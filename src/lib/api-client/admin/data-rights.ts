import type { PendingBoxChoice } from '@/contracts/data-rights';
import type { ApiClient } from '../http';
import type { AccountDeletion, CustomerDataExport } from '../data-rights';

const one = (customerId: number) => `/api/admin/customers/${customerId}/`;

/** A customer's data, for a request received by phone or email (audited). */
export const exportCustomerData = (client: ApiClient, customerId: number) =>
  client.request<CustomerDataExport>({ url: `${one(customerId)}data-export/` });

/**
 * Deletes a customer's account; `confirmEmail` must be the account's email (400 otherwise). With
 * a paid box not shipped yet and no `pendingBoxes` choice, it fails with the boxes (pendingBoxesIn).
 */
export const deleteCustomerAccount = (
  client: ApiClient,
  customerId: number,
  confirmEmail: string,
  pendingBoxes?: PendingBoxChoice,
) =>
  client.request<AccountDeletion>({
    method: 'POST',
    url: `${one(customerId)}delete-account/`,
    data: { confirm_email: confirmEmail, ...(pendingBoxes ? { pending_boxes: pendingBoxes } : {}) },
  });
