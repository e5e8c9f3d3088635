import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors';
import { MESSAGES } from './messages';
import { toUserMessage } from './user-message';

const ALL_KINDS: ApiErrorKind[] = [
  'network',
  'server',
  'client',
  'invalidEmail',
  'customerExists',
  'tooManyLogins',
  'addressError',
  'paymentInvalid',
  'insufficientFunds',
  'unableToProcessOrder',
  'checkoutAddressError',
  'passwordNotSet',
  'skipDeliveryError',
  'conflict',
  'emailConflict',
  'stripeProvider',
  'paymentFieldsLoad',
];

describe('toUserMessage', () => {
  it.each(ALL_KINDS)('has copy for %s', (kind) => {
    const { message } = toUserMessage(new ApiError(kind));
    expect(message.length).toBeGreaterThan(10);
  });

  it('server errors use the spec messages for loads and submits', () => {
    expect(toUserMessage(new ApiError('server'), { action: 'load' }).message).toBe(
      MESSAGES.refreshAndRetry,
    );
    expect(toUserMessage(new ApiError('server'), { action: 'submit' }).message).toBe(
      MESSAGES.submitAgain,
    );
  });

  it('client errors show the server message', () => {
    expect(
      toUserMessage(new ApiError('client', { detail: 'Quantity must be 6 or less.' })).message,
    ).toBe('Quantity must be 6 or less.');
  });

  it('payment invalid shows the detail text', () => {
    expect(
      toUserMessage(new ApiError('paymentInvalid', { detail: 'Your card has expired.' })).message,
    ).toBe('Your card has expired.');
  });

  it("the provider failure has the spec's title and message", () => {
    expect(toUserMessage(new ApiError('stripeProvider'))).toEqual({
      title: "There was a problem on Stripe's end",
      message:
        'You can retry submitting, try a new card, or contact our Canine Care team to complete your order.',
    });
  });

  it('the payment fields load error uses the spec text', () => {
    expect(toUserMessage(new ApiError('paymentFieldsLoad')).message).toBe(
      'There was an error loading the payment fields. Please refresh your browser or reach out to Canine Care to complete your signup.',
    );
  });

  it('an address error leads with its non-field message', () => {
    const error = new ApiError('addressError', {
      nonFieldErrors: ['We could not verify this address.'],
    });
    expect(toUserMessage(error).message).toBe('We could not verify this address.');
  });

  it('a full delivery day shows the server message naming the next free day', () => {
    const detail =
      'Thursday, December 3 is now fully booked. The next free day is Friday, December 4.';
    for (const [kind, code] of [
      ['checkoutAddressError', 'no_transit_option_found'],
      ['conflict', 'delivery_day_full'],
    ] as const)
      expect(toUserMessage(new ApiError(kind, { code, detail })).message).toBe(detail);
    // An address refused keeps the spec's copy.
    expect(
      toUserMessage(new ApiError('checkoutAddressError', { code: 'invalid_address', detail }))
        .message,
    ).not.toBe(detail);
  });
});
