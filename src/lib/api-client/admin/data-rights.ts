import type { PendingBoxChoice } from '@/contracts/data-rights';
import type { ApiClient } from '../http';
import { STEP_UP_HEADER } from './step-up';
import type { AccountDeletion, CustomerDataExport } from '../data-rights';

const one = (customerId: number) => `/api/admin/customers/${customerId}/`;

/** A customer's data, for a request received by phone or email (audited). */
export const exportCustomerData = (client: ApiClient, customerId: number) =>
  client.request<CustomerDataExport>({ url: `${one(customerId)}data-export/` });

/**
 * Deletes a customer's account; `confirmEmail` must be the account's email (400 otherwise) and
 * `stepUpCode` a fresh code from the staff member's authenticator (403 otherwise). With a paid box
 * not shipped yet and no `pendingBoxes` choice, it fails with the boxes (pendingBoxesIn).
 */
export const deleteCustomerAccount = (
  client: ApiClient,
  customerId: number,
  confirmEmail: string,
  stepUpCode: string,
  pendingBoxes?: PendingBoxChoice,
) =>
  client.request<AccountDeletion>({
    method: 'POST',
    url: `${one(customerId)}delete-account/`,
    data: { confirm_email: confirmEmail, ...(pendingBoxes ? { pending_boxes: pendingBoxes } : {}) },
    headers: { [STEP_UP_HEADER]: stepUpCode },
  });
