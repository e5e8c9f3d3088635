import type { ClaimLimits } from './claim-rules';

/** A customer's claims in the rolling period: pending and approved ones count, declined do not. */
export interface RecentClaims {
  count: number;
  /** What those claims were worth (credit given or items reshipped), in cents. */
  remedyCents: number;
}

export type ClaimDecision =
  { outcome: 'approve' } | { outcome: 'review'; reason: 'too_many_claims' | 'over_amount' };

/**
 * Whether a new claim worth `amountCents` is approved on its own or waits for staff: within the
 * operator's limits once it is counted in, it is approved at once; over either, staff decide.
 */
export function decideClaim(
  limits: Pick<ClaimLimits, 'maxClaims' | 'maxRemedyCents'>,
  recent: RecentClaims,
  amountCents: number,
): ClaimDecision {
  if (recent.count + 1 > limits.maxClaims) return { outcome: 'review', reason: 'too_many_claims' };
  if (recent.remedyCents + amountCents > limits.maxRemedyCents)
    return { outcome: 'review', reason: 'over_amount' };
  return { outcome: 'approve' };
}
