import { describe, expect, it } from 'vitest';
import { offerStatus, offerUnavailable, type OfferLimits } from './offer-availability';

const NOW = new Date('2026-06-15T12:00:00Z');
const open: OfferLimits = {
  startsAt: null,
  expiresAt: null,
  maxUses: null,
  maxUsesPerCustomer: null,
  uses: 0,
};

describe('offerUnavailable', () => {
  it.each([
    ['no limits', open, undefined, null],
    [
      'starts later',
      { ...open, startsAt: new Date('2026-06-16T00:00:00Z') },
      undefined,
      'not_started',
    ],
    ['started', { ...open, startsAt: new Date('2026-06-15T12:00:00Z') }, undefined, null],
    ['expired at this very moment', { ...open, expiresAt: NOW }, undefined, 'expired'],
    ['expires later', { ...open, expiresAt: new Date('2026-06-15T12:00:01Z') }, undefined, null],
    ['used up', { ...open, maxUses: 100, uses: 100 }, undefined, 'exhausted'],
    ['one use left', { ...open, maxUses: 100, uses: 99 }, undefined, null],
    ['customer used it once of once', { ...open, maxUsesPerCustomer: 1 }, 1, 'customer_limit'],
    ['customer has uses left', { ...open, maxUsesPerCustomer: 2 }, 1, null],
    [
      'per-customer limit with no customer known',
      { ...open, maxUsesPerCustomer: 1 },
      undefined,
      null,
    ],
    [
      'expired beats used up',
      { ...open, expiresAt: NOW, maxUses: 1, uses: 1 },
      undefined,
      'expired',
    ],
  ] as const)('%s', (_name, offer, customerUses, expected) => {
    expect(offerUnavailable(offer, NOW, customerUses)).toBe(expected);
  });
});

describe('offerStatus', () => {
  it.each([
    [open, 'live'],
    [{ ...open, startsAt: new Date('2027-01-01T00:00:00Z') }, 'scheduled'],
    [{ ...open, expiresAt: new Date('2026-01-01T00:00:00Z') }, 'expired'],
    [{ ...open, maxUses: 1, uses: 1 }, 'used up'],
  ] as const)('%o is %s', (offer, status) => expect(offerStatus(offer, NOW)).toBe(status));
});
