/**
 * The offline payment provider's card form logic (browser-safe: no Node imports). It checks the
 * fields with Stripe.js's error codes and messages, then turns Stripe's test card numbers into
 * the test payment methods the offline provider knows (https://docs.stripe.com/testing#cards).
 */
export type OfflineCardResult =
  | {
      ok: true;
      paymentMethod: string;
      brand: string;
      last4: string;
      /** The expiry as typed: the saved card shows it. */
      expMonth: number;
      expYear: number;
    }
  | { ok: false; code: string; message: string };

const TEST_NUMBERS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000069': 'pm_card_chargeDeclinedExpiredCard',
  '4000000000000127': 'pm_card_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'pm_card_chargeDeclinedProcessingError',
  '4000002500003155': 'pm_card_authenticationRequired',
  '4000002760003184': 'pm_card_authenticationRequired',
};

export const OFFLINE_DECLINE_MESSAGE =
  'Your card was declined. This is the offline test mode: use a Stripe test card such as 4242 4242 4242 4242.';

/** Brands by number prefix, with the lengths their numbers come in (`typical` the usual one). */
interface Brand {
  brand: string;
  prefix: RegExp;
  lengths: number[];
  typical: number;
}

const BRANDS: readonly Brand[] = [
  { brand: 'amex', prefix: /^3[47]/, lengths: [15], typical: 15 },
  { brand: 'visa', prefix: /^4/, lengths: [13, 16, 19], typical: 16 },
  {
    brand: 'mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    typical: 16,
  },
  { brand: 'discover', prefix: /^(6011|64[4-9]|65)/, lengths: [16, 19], typical: 16 },
  { brand: 'diners', prefix: /^3(0[0-5]|[689])/, lengths: [14, 16, 19], typical: 14 },
  { brand: 'jcb', prefix: /^35/, lengths: [16, 19], typical: 16 },
];
const UNKNOWN: Brand = { brand: 'unknown', prefix: /^/, lengths: [16], typical: 16 };

const digitsOf = (value: string) => value.replace(/\D/g, '');

const brandOf = (digits: string): Brand =>
  BRANDS.find(({ prefix }) => prefix.test(digits)) ?? UNKNOWN;

export function cardBrand(number: string): string {
  return brandOf(digitsOf(number)).brand;
}

/** Digits grouped as printed on the card: fours, or 4-6-5 for American Express. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    const amex = digits.slice(0, 15);
    return [amex.slice(0, 4), amex.slice(4, 10), amex.slice(10)].filter(Boolean).join(' ');
  }
  return (digits.match(/.{1,4}/g) ?? []).join(' ');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let fromRight = 0; fromRight < digits.length; fromRight += 1) {
    let digit = Number(digits[digits.length - 1 - fromRight]);
    if (fromRight % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const refuse = (code: string, message: string): OfflineCardResult => ({ ok: false, code, message });

function checkNumber(digits: string): OfflineCardResult | null {
  const { lengths, typical } = brandOf(digits);
  const validLength = lengths.includes(digits.length);
  // Shorter than the brand's usual length reads as still being typed; longer is simply wrong.
  if (!validLength && digits.length < typical)
    return refuse('incomplete_number', 'Your card number is incomplete.');
  if (!validLength || !passesLuhn(digits))
    return refuse('invalid_number', 'Your card number is invalid.');
  return null;
}

/** 'MM / YY' or 'MM/YY' as a month and a four-digit year (null while incomplete). */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{1,2})\/(\d{2})$/.exec(expiry.replace(/\s/g, ''));
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

function checkExpiry(expiry: string, now: Date): OfflineCardResult | null {
  const parsed = parseExpiry(expiry);
  if (!parsed) return refuse('incomplete_expiry', "Your card's expiration date is incomplete.");
  const { month, year } = parsed;
  if (month < 1 || month > 12)
    return refuse('invalid_expiry_month', "Your card's expiration month is invalid.");
  // A card is good until the end of its expiry month, in the shopper's own time zone.
  const thisYear = now.getFullYear();
  if (year < thisYear)
    return refuse('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  if (year === thisYear && month < now.getMonth() + 1)
    return refuse('invalid_expiry_month_past', "Your card's expiration date is in the past.");
  return null;
}

function checkCvc(cvc: string, brand: string): OfflineCardResult | null {
  const length = brand === 'amex' ? 4 : 3;
  const value = cvc.trim();
  if (!/^\d*$/.test(value) || value.length > length)
    return refuse('invalid_cvc', "Your card's security code is invalid.");
  if (value.length < length)
    return refuse('incomplete_cvc', "Your card's security code is incomplete.");
  return null;
}

/**
 * The payment method a card form's fields stand for, or the first field error (number, then
 * expiry, then CVC, as Stripe.js reports them). Expiry is 'MM / YY' or 'MM/YY'. Numbers that are
 * valid but not Stripe test cards are declined: the offline mode never takes real cards.
 */
export function offlineCardResult(input: {
  number: string;
  expiry: string;
  cvc: string;
  now?: Date;
}): OfflineCardResult {
  const digits = digitsOf(input.number);
  const brand = cardBrand(digits);
  const problem =
    checkNumber(digits) ??
    checkExpiry(input.expiry, input.now ?? new Date()) ??
    checkCvc(input.cvc, brand);
  if (problem) return problem;
  const paymentMethod = TEST_NUMBERS[digits];
  if (!paymentMethod) return refuse('card_declined', OFFLINE_DECLINE_MESSAGE);
  const { month, year } = parseExpiry(input.expiry)!;
  return {
    ok: true,
    paymentMethod,
    brand,
    last4: digits.slice(-4),
    expMonth: month,
    expYear: year,
  };
}
