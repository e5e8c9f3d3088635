import { ValidationError } from '@/server/errors';
import type { Query } from './handler';

/** Query parameters as single strings; a parameter given twice is a 400 on that field. */
export function singleValues(
  query: Query,
  names: readonly string[],
): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  const errors: Record<string, string[]> = {};
  for (const name of names) {
    const value = query[name];
    if (Array.isArray(value)) errors[name] = ['Give this parameter only once.'];
    else values[name] = value;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return values;
}
