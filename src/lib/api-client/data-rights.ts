import type { ApiClient } from './http';

/** The customer's data as the server exports it (a JSON document, saved as a file). */
export type CustomerDataExport = Record<string, unknown> & { generated_at: string };

export interface AccountDeletion {
  deleted: boolean;
  plans_cancelled: number;
  cards_detached: number;
}

/** Everything the shop holds about the customer (CCPA "right to know"). */
export const exportMyData = (client: ApiClient, customerId: number) =>
  client.request<CustomerDataExport>({ url: `/api/v3/customers/${customerId}/data_export/` });

/** Deletes the account; `confirmEmail` must be the account's email (400 otherwise). */
export const deleteMyAccount = (client: ApiClient, customerId: number, confirmEmail: string) =>
  client.request<AccountDeletion>({
    method: 'POST',
    url: `/api/v3/customers/${customerId}/delete_account/`,
    data: { confirm_email: confirmEmail },
  });
