import type { FieldErrors, Resolver } from 'react-hook-form';
import { ValidationError } from 'yup';
import { addressSchema } from '@/contracts/customers';
import { ADDRESS_FIELDS, type Address } from '@/lib/api-client';
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

/**
 * Checks the form with the very schema the API uses (contracts/customers.ts), so the browser
 * and the server can never disagree about what a valid address is.
 */
export const addressResolver: Resolver<AddressFormValues> = async (values) => {
  try {
    await addressSchema.validate(toAddressBody(values), { abortEarly: false });
    return { values, errors: {} };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string[]> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = ADDRESS_FIELDS[issue.path ?? ''] ?? issue.path ?? '';
      (fields[field] ??= []).push(issue.message);
    }
    return { values: {}, errors: toFormErrors(fields) };
  }
};
