import { describe, expect, it } from 'vitest';
import { creditLimitProblem, DEFAULT_CREDIT_LIMITS } from './credit-limits';

describe('creditLimitProblem', () => {
  it.each([
    {
      amount: 5_000,
      given: { customer: 0, agent: 0 },
      problem: null,
    },
    {
      amount: 5_001,
      given: { customer: 15_000, agent: 0 },
      problem: 'At most $50.00 more credit can be given to this customer today ($200.00 a day).',
    },
    {
      amount: 1,
      given: { customer: 20_000, agent: 0 },
      problem: 'At most $0.00 more credit can be given to this customer today ($200.00 a day).',
    },
    {
      amount: 100,
      given: { customer: 0, agent: 99_950 },
      problem: 'You can give at most $0.50 more credit today ($1,000.00 a day per staff member).',
    },
  ])('$amount cents after $given.customer / $given.agent', ({ amount, given, problem }) => {
    expect(creditLimitProblem(amount, given, DEFAULT_CREDIT_LIMITS)).toBe(problem);
  });
});
