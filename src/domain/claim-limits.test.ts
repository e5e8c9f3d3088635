import { describe, expect, it } from 'vitest';
import { decideClaim } from './claim-limits';

const limits = { maxClaims: 2, maxRemedyCents: 10000 };

describe('decideClaim', () => {
  it.each([
    ['a first small claim', { count: 0, remedyCents: 0 }, 2500, 'approve', undefined],
    ['the last claim allowed', { count: 1, remedyCents: 2500 }, 2500, 'approve', undefined],
    ['exactly the amount left', { count: 0, remedyCents: 4000 }, 6000, 'approve', undefined],
    ['one claim too many', { count: 2, remedyCents: 0 }, 100, 'review', 'too_many_claims'],
    ['a cent over the amount', { count: 0, remedyCents: 4000 }, 6001, 'review', 'over_amount'],
    ['one claim over everything', { count: 0, remedyCents: 0 }, 10001, 'review', 'over_amount'],
    [
      'both over: the count first',
      { count: 5, remedyCents: 90000 },
      1,
      'review',
      'too_many_claims',
    ],
  ] as const)('%s', (_name, recent, amount, outcome, reason) => {
    const decision = decideClaim(limits, recent, amount);
    expect(decision.outcome).toBe(outcome);
    expect('reason' in decision ? decision.reason : undefined).toBe(reason);
  });

  it('sends everything to staff when the operator allows no claims', () => {
    expect(
      decideClaim({ maxClaims: 0, maxRemedyCents: 10000 }, { count: 0, remedyCents: 0 }, 1),
    ).toEqual({ outcome: 'review', reason: 'too_many_claims' });
  });
});
