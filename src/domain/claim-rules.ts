import { addDays } from './delivery-schedule';
import { problemReportOpensOn } from './parcel-tracking';

/** What can go wrong with a box, the remedies a customer may choose, and where a claim stands. */
export const CLAIM_PROBLEMS = ['missing', 'damaged', 'warm', 'late'] as const;
export type ClaimProblem = (typeof CLAIM_PROBLEMS)[number];
export const CLAIM_REMEDIES = ['credit', 'reship'] as const;
export type ClaimRemedy = (typeof CLAIM_REMEDIES)[number];
export const CLAIM_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_PROBLEM_LABELS: Record<ClaimProblem, string> = {
  missing: 'Items missing',
  damaged: 'Damaged',
  warm: 'Warm on arrival',
  late: 'Arrived late',
};

/**
 * The operator's limits, per customer over a rolling period, and how long after its delivery
 * date a box can be reported. The defaults are what the migration seeds.
 */
export interface ClaimLimits {
  maxClaims: number;
  maxRemedyCents: number;
  periodDays: number;
  windowDays: number;
}
export const DEFAULT_CLAIM_LIMITS: ClaimLimits = {
  maxClaims: 2,
  maxRemedyCents: 15000,
  periodDays: 90,
  windowDays: 14,
};

/** A late box is late as a whole: every line, all of it. */
export const coversWholeBox = (problem: ClaimProblem) => problem === 'late';

export type ClaimWindowProblem = 'not_claimable' | 'not_arrived' | 'too_old';

/**
 * Whether a box can be reported today. A paid box can be from the day "Report a problem" opens
 * (its delivery, or two days late: parcel-tracking.ts) until `windowDays` after its delivery
 * date. "Late" also needs the delivery date to have come: a box delivered early is not late.
 */
export function claimWindowProblem(input: {
  orderStatus: string;
  orderKind: string;
  deliveryDate: string;
  /** Shop days on which a box of the order was delivered (or returned), from its carrier. */
  arrivedOn: ReadonlyArray<string>;
  today: string;
  windowDays: number;
  problem?: ClaimProblem;
}): ClaimWindowProblem | null {
  if (input.orderStatus !== 'paid' || input.orderKind === 'reship') return 'not_claimable';
  const opens = problemReportOpensOn(input);
  if (input.today < opens) return 'not_arrived';
  if (input.problem === 'late' && input.today < input.deliveryDate) return 'not_arrived';
  if (input.today > addDays(input.deliveryDate, input.windowDays)) return 'too_old';
  return null;
}
