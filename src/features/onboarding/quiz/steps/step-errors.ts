import { notify } from '@/ui/layout/toasts';
import { INCOMPLETE_FORM } from './incomplete';

/** A yup schema, as far as this needs one. */
interface Validator {
  validate(values: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

interface YupError {
  name: string;
  path?: string;
  message: string;
  inner: YupError[];
}

const isYupError = (error: unknown): error is YupError =>
  (error as YupError | null)?.name === 'ValidationError' &&
  Array.isArray((error as YupError).inner);

/**
 * Checks a step's answers: null when they pass; otherwise the first message per field, after the
 * spec's incomplete-form toast. The schema is loaded on demand, keeping the validation library
 * out of the quiz's first load.
 */
export async function stepErrors(
  loadSchema: () => Promise<Validator>,
  values: unknown,
): Promise<Record<string, string> | null> {
  try {
    await (await loadSchema()).validate(values, { abortEarly: false });
    return null;
  } catch (error) {
    if (!isYupError(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error]) {
      const field = (issue.path ?? '').replace(/\[\d+\]$/, '');
      fields[field] ??= issue.message;
    }
    notify.warning(INCOMPLETE_FORM);
    return fields;
  }
}
