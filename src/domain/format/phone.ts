import { PHONE_DIGITS } from '@/config/constants';

/**
 * A number typed with a country code other than the US's ('+44 20 7946 0958'). The spec's
 * display rule (digits only, grouped 3-3-4, at most ten) speaks of US numbers; applied to this
 * one it would turn it into a different, US-looking number ('442-079-4609'), so it is kept as
 * typed and refused as a US number.
 */
export function isInternationalPhone(input: string): boolean {
  return /^\s*(\+|00)\s*[2-9]/.test(input);
}

/** Digits only, at most ten; an eleven-digit number starting with the US country code 1 drops it. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  // '+' and every digit: never mistaken for ten US digits further on.
  if (isInternationalPhone(input)) return `+${digits}`;
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/**
 * Groups a US phone number 3-3-4 for display, progressively while it is typed: '555-123-4567'.
 * An international number is kept exactly as typed.
 */
export function formatPhone(input: string): string {
  if (isInternationalPhone(input)) return input;
  const digits = phoneDigits(input);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/**
 * A dialable US number (NANP): area code and exchange do not start with 0 or 1 and are not
 * service codes (N11: 411, 911...), and the area code is not 555, which is not in service:
 * '555-555-5555' is the made-up number of films and forms, no one's phone.
 */
export function isValidUsPhone(input: string): boolean {
  const digits = phoneDigits(input);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return false;
  const area = digits.slice(0, 3);
  const exchange = digits.slice(3, 6);
  return area !== '555' && !area.endsWith('11') && !exchange.endsWith('11');
}
