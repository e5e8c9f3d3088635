import type { AddressView } from '@/server/services/customers/address';
import type { CustomerView } from '@/server/services/customers/customer-view';
import { ApiError } from './errors';
import type { ApiClient } from './http';

/** The API's own shapes (type-only imports: nothing of the server reaches the browser). */
export type Customer = CustomerView;
export type Address = AddressView;

export type CustomerUpdate = Partial<Pick<Customer, 'first_name' | 'last_name' | 'email'>>;

const base = (customerId: number) => `/api/v3/customers/${customerId}/`;

export const getCustomer = (client: ApiClient, customerId: number, include: string[] = []) =>
  client.request<Customer>({
    url: base(customerId),
    params: include.length ? { include: include.join(',') } : undefined,
    context: 'customer',
  });

export const updateCustomer = (client: ApiClient, customerId: number, data: CustomerUpdate) =>
  client.request<Customer>({ method: 'PUT', url: base(customerId), data, context: 'customer' });

/** The saved delivery address, or null when the customer has not saved one yet (the API's 404). */
export async function getAddress(client: ApiClient, customerId: number): Promise<Address | null> {
  try {
    return await client.request<Address>({
      url: `${base(customerId)}address/`,
      context: 'address',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const saveAddress = (client: ApiClient, customerId: number, data: Address) =>
  client.request<Address>({
    method: 'POST',
    url: `${base(customerId)}address/`,
    data,
    context: 'address',
  });

export const createPassword = (
  client: ApiClient,
  data: { password: string; confirm_password: string },
) =>
  client.request<{ detail: string }>({
    method: 'PUT',
    url: '/api/v3/auth/create-password/',
    data,
  });

export const updatePassword = (
  client: ApiClient,
  data: { current_password: string; new_password: string; confirm_password: string },
) =>
  client.request<{ detail: string }>({
    method: 'PUT',
    url: '/api/v3/auth/update-password/',
    data,
  });
