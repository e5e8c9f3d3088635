import { describe, expect, it } from 'vitest';
import {
  CANCEL_HOW,
  dateWithYear,
  firstRenewalChargeDate,
  planTerms,
  renewalTerms,
  TERMS_VERSION,
} from './renewal-terms';

const quote = (every: number, total: number, tax = 0, other: number | null = null) => ({
  every_weeks: every,
  box: { subtotal: total - tax, tax, total },
  other_box: other === null ? null : { subtotal: other, tax: 0, total: other },
});

describe('firstRenewalChargeDate', () => {
  it.each([
    // First box Tue 1 Dec 2026; 2-week plan: next box Tue 15 Dec, charged 4 days before.
    ['2026-12-01', 2, '2026-12-11'],
    ['2026-12-01', 4, '2026-12-25'],
    // One week: Tue 8 Dec, charged Fri 4 Dec.
    ['2026-12-01', 1, '2026-12-04'],
  ])('first box %s every %i weeks → charged %s', (first, weeks, charged) => {
    expect(firstRenewalChargeDate(first, weeks)).toBe(charged);
  });
});

describe('planTerms', () => {
  it.each([
    [
      'Bo',
      quote(2, 10725, 725),
      true,
      'Then Bo’s box renews every 2 weeks at $107.25 ($100.00 plus $7.25 tax). The first renewal is charged to your card on Friday, December 11, 2026, and each box after that 4 days before it arrives, until you cancel.',
    ],
    [
      'Nell',
      quote(4, 5000),
      false,
      'Then Nell’s box renews every 4 weeks at $50.00 plus tax. The first renewal is charged to your card on Friday, December 25, 2026, and each box after that 4 days before it arrives, until you cancel.',
    ],
    [
      'Rex',
      quote(1, 5000, 0, 6000),
      true,
      'Then Rex’s box renews every week: $50.00 ($50.00 plus $0.00 tax) for the next box and $60.00 ($60.00 plus $0.00 tax) for the one after (with the every-other-box extras), alternating. The first renewal is charged to your card on Friday, December 4, 2026, and each box after that 4 days before it arrives, until you cancel.',
    ],
  ])('%s: own amount, tax and cadence', (name, repeat, taxKnown, text) => {
    expect(planTerms({ pet_name: name, repeat }, '2026-12-01', taxKnown)).toBe(text);
  });
});

describe('planTerms for a restarted plan', () => {
  it('charges the box back itself first, 4 days before it arrives', () => {
    expect(planTerms({ pet_name: 'Bo', repeat: quote(2, 5000) }, '2026-12-01', true, true)).toBe(
      'Then Bo’s box renews every 2 weeks at $50.00 ($50.00 plus $0.00 tax). The first box back is charged to your card on Friday, November 27, 2026, and each box after that 4 days before it arrives, until you cancel.',
    );
  });
});

describe('renewalTerms', () => {
  it('names every pup, says it renews until cancelled and how to cancel online', () => {
    const text = renewalTerms(
      [
        { pet_name: 'Bo', repeat: quote(2, 10725, 725) },
        { pet_name: 'Nell', repeat: quote(4, 5000) },
      ],
      '2026-12-01',
      true,
    );
    expect(text.startsWith('Your plan is a subscription that renews automatically')).toBe(true);
    expect(text).toContain('Bo’s box renews every 2 weeks at $107.25');
    expect(text).toContain('Nell’s box renews every 4 weeks at $50.00 ($50.00 plus $0.00 tax)');
    expect(text.endsWith(CANCEL_HOW)).toBe(true);
    expect(CANCEL_HOW).toContain('My plan');
  });

  it('is versioned by date, and dates carry their year', () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(dateWithYear('2027-01-05')).toBe('Tuesday, January 5, 2027');
  });
});
