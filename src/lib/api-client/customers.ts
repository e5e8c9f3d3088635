import type { AddressView, CustomerView } from '@/contracts/customers';
import type { ApiClient } from './http';

/** The API's own shapes, from the contracts the server answers with. */
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

/** The saved address, or null before the first one (the API answers 200 with null). */
export const getAddress = (client: ApiClient, customerId: number) =>
  client.request<Address | null>({ url: `${base(customerId)}address/`, context: 'address' });

/** apply_to_orders: the boxes already ordered and not packed go to the new address too. */
export const saveAddress = (
  client: ApiClient,
  customerId: number,
  data: Address & { apply_to_orders?: boolean },
) =>
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
