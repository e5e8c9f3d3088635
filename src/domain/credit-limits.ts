// formatAmount, not formatCents: a limit used up reads "$0.00", never "FREE".
import { formatAmount } from './format/money';

/**
 * How much account credit staff may give in a day (the last 24 hours), counted per customer
 * (whoever gave it) and per agent (to whomever). Owners change them in the console; these are
 * the defaults until they do.
 */
export interface CreditLimits {
  perCustomerDailyCents: number;
  perAgentDailyCents: number;
}

export const DEFAULT_CREDIT_LIMITS: CreditLimits = {
  perCustomerDailyCents: 20_000,
  perAgentDailyCents: 100_000,
};

/** Why a grant of `amount` would pass a limit, given what was granted today; null when it fits. */
export function creditLimitProblem(
  amount: number,
  givenToday: { customer: number; agent: number },
  limits: CreditLimits,
): string | null {
  const customerLeft = Math.max(0, limits.perCustomerDailyCents - givenToday.customer);
  const agentLeft = Math.max(0, limits.perAgentDailyCents - givenToday.agent);
  if (amount > customerLeft)
    return `At most ${formatAmount(customerLeft)} more credit can be given to this customer today (${formatAmount(limits.perCustomerDailyCents)} a day).`;
  if (amount > agentLeft)
    return `You can give at most ${formatAmount(agentLeft)} more credit today (${formatAmount(limits.perAgentDailyCents)} a day per staff member).`;
  return null;
}
