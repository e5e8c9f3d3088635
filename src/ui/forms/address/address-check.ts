import { ValidationError } from 'yup';
import { addressSchema } from '@/contracts/customers';
import { ADDRESS_FIELDS, type Address } from '@/lib/api-client';

// Loaded on demand by address-form-values.ts, so yup stays out of a form page's first load.

/** The schema's messages by the form's field names, or null when the address is valid. */
export async function addressProblems(body: Address): Promise<Record<string, string[]> | null> {
  try {
    await addressSchema.validate(body, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string[]> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = ADDRESS_FIELDS[issue.path ?? ''] ?? issue.path ?? '';
      (fields[field] ??= []).push(issue.message);
    }
    return fields;
  }
}
