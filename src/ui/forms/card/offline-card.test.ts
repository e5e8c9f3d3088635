import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  formatCardNumber,
  OFFLINE_DECLINE_MESSAGE,
  offlineCardResult,
} from './offline-card';

// Mid-November 2026: 11/26 is still good, 10/26 has expired.
const now = new Date(2026, 10, 22, 12);
const card = (number: string, expiry = '12 / 34', cvc = '123') =>
  offlineCardResult({ number, expiry, cvc, now });

describe('offlineCardResult: Stripe test numbers', () => {
  it.each([
    ['4242 4242 4242 4242', 'pm_card_visa', 'visa', '4242'],
    ['5555 5555 5555 4444', 'pm_card_mastercard', 'mastercard', '4444'],
    ['4000 0000 0000 0002', 'pm_card_chargeDeclined', 'visa', '0002'],
    ['4000 0000 0000 9995', 'pm_card_chargeDeclinedInsufficientFunds', 'visa', '9995'],
    ['4000 0000 0000 0069', 'pm_card_chargeDeclinedExpiredCard', 'visa', '0069'],
    ['4000 0000 0000 0127', 'pm_card_chargeDeclinedIncorrectCvc', 'visa', '0127'],
    ['4000 0000 0000 0119', 'pm_card_chargeDeclinedProcessingError', 'visa', '0119'],
    ['4000 0025 0000 3155', 'pm_card_authenticationRequired', 'visa', '3155'],
    ['4000 0027 6000 3184', 'pm_card_authenticationRequired', 'visa', '3184'],
    ['4242-4242-4242-4242', 'pm_card_visa', 'visa', '4242'],
  ])('%s → %s', (number, paymentMethod, brand, last4) => {
    expect(card(number)).toEqual({
      ok: true,
      paymentMethod,
      brand,
      last4,
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('takes American Express with its four-digit CVC', () => {
    expect(card('3782 822463 10005', '12/34', '1234')).toEqual({
      ok: true,
      paymentMethod: 'pm_card_amex',
      brand: 'amex',
      last4: '0005',
      expMonth: 12,
      expYear: 2034,
    });
    expect(card('3782 822463 10005', '12/34', '123')).toMatchObject({ code: 'incomplete_cvc' });
  });

  it('declines valid numbers that are not test cards, pointing at the test card', () => {
    for (const number of ['4111 1111 1111 1111', '5105 1051 0510 5100', '6011 1111 1111 1117'])
      expect(card(number)).toEqual({
        ok: false,
        code: 'card_declined',
        message: OFFLINE_DECLINE_MESSAGE,
      });
  });
});

describe('offlineCardResult: Stripe.js field errors', () => {
  it.each([
    ['', '12/34', '123', 'incomplete_number', 'Your card number is incomplete.'],
    ['4242 4242', '12/34', '123', 'incomplete_number', 'Your card number is incomplete.'],
    ['4242 4242 4242 42', '12/34', '123', 'incomplete_number', 'Your card number is incomplete.'],
    ['4242 4242 4242 4241', '12/34', '123', 'invalid_number', 'Your card number is invalid.'],
    ['4242 4242 4242 4242 4', '12/34', '123', 'invalid_number', 'Your card number is invalid.'],
    ['3782 822463 1000', '12/34', '1234', 'incomplete_number', 'Your card number is incomplete.'],
    [
      '4242424242424242',
      '',
      '123',
      'incomplete_expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      '4242424242424242',
      '12',
      '123',
      'incomplete_expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      '4242424242424242',
      '12 / 3',
      '123',
      'incomplete_expiry',
      "Your card's expiration date is incomplete.",
    ],
    [
      '4242424242424242',
      '13 / 34',
      '123',
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
    ],
    [
      '4242424242424242',
      '00/34',
      '123',
      'invalid_expiry_month',
      "Your card's expiration month is invalid.",
    ],
    [
      '4242424242424242',
      '12/25',
      '123',
      'invalid_expiry_year_past',
      "Your card's expiration year is in the past.",
    ],
    [
      '4242424242424242',
      '10/26',
      '123',
      'invalid_expiry_month_past',
      "Your card's expiration date is in the past.",
    ],
    ['4242424242424242', '12/34', '', 'incomplete_cvc', "Your card's security code is incomplete."],
    [
      '4242424242424242',
      '12/34',
      '12',
      'incomplete_cvc',
      "Your card's security code is incomplete.",
    ],
    ['4242424242424242', '12/34', '12a', 'invalid_cvc', "Your card's security code is invalid."],
    ['4242424242424242', '12/34', '1234', 'invalid_cvc', "Your card's security code is invalid."],
  ])('%j %j %j → %s', (number, expiry, cvc, code, message) => {
    expect(card(number, expiry, cvc)).toEqual({ ok: false, code, message });
  });

  it('reports the number before the expiry and the expiry before the CVC', () => {
    expect(card('4242', '13/99', 'x')).toMatchObject({ code: 'incomplete_number' });
    expect(card('4242424242424242', '13/99', 'x')).toMatchObject({ code: 'invalid_expiry_month' });
  });

  it.each([
    ['07 / 31', 7, 2031],
    ['7/29', 7, 2029],
    ['11 / 26', 11, 2026],
    ['01/40', 1, 2040],
  ])('gives the expiry typed, %j, as month %i of %i', (expiry, expMonth, expYear) => {
    expect(card('4242424242424242', expiry)).toMatchObject({ ok: true, expMonth, expYear });
  });

  it('accepts the current month, in both expiry spellings', () => {
    expect(card('4242424242424242', '11 / 26')).toMatchObject({ ok: true });
    expect(card('4242424242424242', '11/26')).toMatchObject({ ok: true });
  });
});

describe('formatCardNumber and cardBrand', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 42', '4242 42'],
    ['378282246310005', '3782 822463 10005'],
    ['3782822', '3782 822'],
    ['5555-5555-5555-4444', '5555 5555 5555 4444'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
    ['', ''],
  ])('formats %j as %j', (input, formatted) => {
    expect(formatCardNumber(input)).toBe(formatted);
  });

  it.each([
    ['4242', 'visa'],
    ['5555', 'mastercard'],
    ['2221 0000', 'mastercard'],
    ['3782', 'amex'],
    ['3400', 'amex'],
    ['6011', 'discover'],
    ['3056', 'diners'],
    ['3530', 'jcb'],
    ['9999', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });
});
