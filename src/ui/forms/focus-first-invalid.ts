/**
 * How far below the top of the window a field is brought into view: toasts sit at the top
 * (16px in, a four-line message at most on a phone), and must never cover the field to fix.
 */
export const TOAST_CLEARANCE_PX = 160;

/**
 * Focuses the first invalid field of a form in reading order (fields mark themselves with
 * aria-invalid), and scrolls its label into view below the toasts. Returns the field, if any.
 */
export function focusFirstInvalid(root: HTMLElement | null): HTMLElement | null {
  const marked = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  // A group (a fieldset of radios or checkboxes) cannot take focus: its first choice does.
  const field =
    marked?.tagName === 'FIELDSET'
      ? marked.querySelector<HTMLElement>('input:not([disabled]), select, textarea')
      : marked;
  if (!field) return null;
  field.focus({ preventScroll: true });
  const label = (field as HTMLInputElement).labels?.[0];
  const top = Math.min(
    field.getBoundingClientRect().top,
    label?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY,
  );
  window.scrollTo({ top: Math.max(0, window.scrollY + top - TOAST_CLEARANCE_PX) });
  return field;
}
