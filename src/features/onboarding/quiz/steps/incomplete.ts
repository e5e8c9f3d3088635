import { ValidationError, type AnyObjectSchema } from 'yup';
import { notify } from '@/ui/layout/toasts';

export const INCOMPLETE_FORM =
  'Some of your information is incomplete. Please review all fields before trying again.';

/**
 * Checks a step's answers: null when they pass; otherwise the first message per field, after the
 * spec's incomplete-form toast.
 */
export async function stepErrors(
  schema: AnyObjectSchema,
  values: unknown,
): Promise<Record<string, string> | null> {
  try {
    await schema.validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = (issue.path ?? '').replace(/\[\d+\]$/, '');
      fields[field] ??= issue.message;
    }
    notify.warning(INCOMPLETE_FORM);
    return fields;
  }
}
