// Placeholder names some acquisition flows stored instead of a real first name (spec 3).
const PLACEHOLDER_FIRST_NAMES = new Set(['pup parent', 'acquisition']);

/**
 * The customer's first name as anyone may see it: '' for a placeholder, so the API, the chat and
 * every email greeting treat it as no name at all. The one place names are cleaned.
 */
export function displayFirstName(firstName: string): string {
  return PLACEHOLDER_FIRST_NAMES.has(firstName.trim().toLowerCase()) ? '' : firstName;
}
