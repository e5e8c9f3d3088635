import type { FieldErrors, Resolver } from 'react-hook-form';
import type { Address } from '@/lib/api-client';
import { formatPhone } from '@/domain/format/phone';

/** The address form's own field names (spec section 3), mapped onto the API's by toAddressBody. */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  address: string;
  apt: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  smsUpdates: boolean;
  residentialAddress: boolean;
}

export function toAddressBody(values: AddressFormValues): Address {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    address1: values.address,
    address2: values.apt,
    city: values.city,
    state: values.state,
    zip_code: values.zipCode,
    phone: values.phoneNumber,
    is_sms: values.smsUpdates,
    is_residential: values.residentialAddress,
  };
}

/** The form's starting values: the saved address, else the customer's name and empty fields. */
export function toAddressFormValues(
  address: Address | null,
  name: { firstName: string; lastName: string },
  isSms = false,
): AddressFormValues {
  return {
    firstName: address?.first_name ?? name.firstName,
    lastName: address?.last_name ?? name.lastName,
    address: address?.address1 ?? '',
    apt: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zip_code ?? '',
    phoneNumber: formatPhone(address?.phone ?? ''),
    smsUpdates: address?.is_sms ?? isSms,
    residentialAddress: address?.is_residential ?? true,
  };
}

/** API field messages (already renamed to form fields by the error model) as form errors. */
export function toFormErrors(fields: Record<string, string[]>): FieldErrors<AddressFormValues> {
  const errors: FieldErrors<AddressFormValues> = {};
  for (const [field, messages] of Object.entries(fields)) {
    if (messages[0]) {
      errors[field as keyof AddressFormValues] = { type: 'server', message: messages[0] };
    }
  }
  return errors;
}

/** Loads the address check (yup and the API's schema): early, on the form's first focus. */
export const preloadAddressCheck = () => import('./address-check');

/**
 * Checks the form with the very schema the API uses (contracts/customers.ts), so the browser
 * and the server can never disagree about what a valid address is. yup and the schema load on
 * the first check (or the first focus, preloadAddressCheck), not with the page: a form is
 * checked only once it is submitted.
 */
export const addressResolver: Resolver<AddressFormValues> = async (values) => {
  const { addressProblems } = await preloadAddressCheck();
  const fields = await addressProblems(toAddressBody(values));
  return fields ? { values: {}, errors: toFormErrors(fields) } : { values, errors: {} };
};
