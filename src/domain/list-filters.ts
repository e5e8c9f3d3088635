import { planSku } from './plan-sku';
import type { PlanType } from './plan-types';

/**
 * The console lists' filters as they travel: in the page's query string, in a saved view and in
 * an export's link. Only known names with a non-empty value are kept, so a saved view and the
 * query it came from compare equal and an old or tampered view cannot smuggle in other keys.
 */
export function cleanFilters<Name extends string>(
  names: readonly Name[],
  raw: Record<string, unknown>,
): Partial<Record<Name, string>> {
  const clean: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = raw[name];
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === 'string' && single.trim() !== '') clean[name] = single.trim();
  }
  return clean;
}

/** The query string of a list page or an export for these filters (stable key order). */
export function filtersQuery(filters: Partial<Record<string, string>>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A POSIX regular expression that matches the skus of one plan type: the type, the calories, the
 * portion (half-fresh is fresh food at portion 05). Checked against planSku in the tests.
 */
export function planSkuRegex(planType: PlanType): string {
  const [type, , portion] = planSku(planType, 0).split('_');
  return `^${type}_[0-9]+_${portion}(_|$)`;
}

/**
 * `ILIKE '%text%'` for a search inside words: % and _ typed by staff mean themselves.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
