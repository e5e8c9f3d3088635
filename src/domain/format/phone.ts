import { PHONE_DIGITS } from '@/config/constants';

/** Digits only, at most ten; an eleven-digit number starting with the US country code 1 drops it. */
export function phoneDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

/** Groups a phone number 3-3-4 for display, progressively while it is typed: '555-123-4567'. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join('-');
}

/** A dialable US number (NANP): area code and exchange do not start with 0 or 1. */
export function isValidUsPhone(input: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(phoneDigits(input));
}
