import { describe, expect, it } from 'vitest';
import { cardExpiryDue, cardLastValidDay, yearlyReminderDue } from './customer-notices';

describe('cardLastValidDay', () => {
  it.each([
    [2, 2028, '2028-02-29'],
    [2, 2027, '2027-02-28'],
    [12, 2026, '2026-12-31'],
    [4, 2027, '2027-04-30'],
  ])('%i/%i runs to %s', (month, year, expected) => {
    expect(cardLastValidDay(month, year)).toBe(expected);
  });
});

describe('cardExpiryDue', () => {
  it.each([
    ['expires before the next charge', 12, 2026, '2026-11-23', '2027-01-03', true],
    ['expires after the next charge, months away', 6, 2027, '2026-11-23', '2026-12-10', false],
    ['expires within 30 days, no plan', 12, 2026, '2026-12-01', null, true],
    ['expires in 38 days, no plan', 12, 2026, '2026-11-23', null, false],
    ['expires in 60 days, no plan', 1, 2027, '2026-11-23', null, false],
    ['already expired', 10, 2026, '2026-11-23', null, true],
    ['no expiry known', null, null, '2026-11-23', '2027-01-03', false],
  ])('%s', (_name, month, year, today, nextChargeDay, expected) => {
    expect(cardExpiryDue({ expMonth: month, expYear: year, today, nextChargeDay })).toBe(expected);
  });
});

describe('yearlyReminderDue', () => {
  it.each([
    ['the plan is new', '2026-11-01', '2026-11-23', null],
    ['a week before the first anniversary', '2025-11-30', '2026-11-23', 1],
    ['eight days before', '2025-12-01', '2026-11-23', null],
    ['on the anniversary', '2025-11-23', '2026-11-23', 1],
    ['a month after (catching up)', '2025-10-24', '2026-11-23', 1],
    ['31 days after', '2025-10-23', '2026-11-23', null],
    ['the third anniversary', '2023-11-25', '2026-11-23', 3],
    ['next year’s, seen in late December', '2024-01-03', '2025-12-28', 2],
    ['a leap-day start', '2024-02-29', '2025-02-28', 1],
  ])('%s', (_name, started, today, expected) => {
    expect(yearlyReminderDue(started, today)).toBe(expected);
  });
});
