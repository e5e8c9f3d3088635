/**
 * Offer codes that failed (spec section 4: "codes that error are remembered invalid and
 * skipped"). One rule for both records of them: the browser's (localStorage, for a visitor
 * without a cart) and the cart's on the server (`invalid_codes`). Codes are compared upper-cased;
 * the newest failure goes last; only the latest few are kept, so a long-lived record stays small.
 */
export const MAX_REMEMBERED_INVALID_CODES = 20;

export function normalizeOfferCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The record with `code` added as its newest entry. */
export function rememberInvalidCode(record: readonly string[], code: string): string[] {
  const added = normalizeOfferCode(code);
  if (!added) return [...record];
  return [...record.filter((known) => normalizeOfferCode(known) !== added), added].slice(
    -MAX_REMEMBERED_INVALID_CODES,
  );
}

/** Every code either record holds, as one set to skip. */
export function invalidCodeSet(
  ...records: Array<Iterable<string> | null | undefined>
): Set<string> {
  const codes = new Set<string>();
  for (const record of records)
    for (const code of record ?? []) codes.add(normalizeOfferCode(code));
  return codes;
}
