import type { RepeatQuote } from './box-lines';
import { nextDeliveryAfter } from './delivery-schedule';
import { repeatDisclosure } from './repeat-disclosure';
import { CHARGE_LEAD_DAYS, chargeDay } from './renewal-schedule';

/**
 * The automatic-renewal terms a customer agrees to when a subscription starts, as Cal. Bus. &
 * Prof. Code §17602(a)(1) (as amended from 1 July 2025) and ROSCA (15 U.S.C. §8403) ask: what
 * renews, the amount of each charge with tax, how often, that it continues until cancelled, when
 * the first renewal is charged and how to cancel online. The text is stored with each consent, so
 * any change to its wording must bump TERMS_VERSION.
 */
export const TERMS_VERSION = '2026-12-01';

export const RENEWAL_TERMS_REQUIRED =
  'Please tick the box to agree to the automatic renewal terms before you pay.';
export const RENEWAL_TERMS_CHANGED =
  'The renewal terms have changed since this page was opened. Please refresh the page and read them again.';

export const CANCEL_HOW =
  'Cancel online any time: sign in, go to My plan and choose “Cancel plan” on the pup’s plan. Nothing is charged for a box you cancel by its change-by date.';

export interface RenewingPlan {
  pet_name: string;
  repeat: RepeatQuote;
}

const WITH_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** 'Tuesday, December 8, 2026': a date in a record that is kept for years says its year. */
export const dateWithYear = (iso: string) => WITH_YEAR.format(new Date(`${iso}T00:00:00Z`));

/** When a plan's first renewal is charged: for the box after the first one, as renewals do. */
export function firstRenewalChargeDate(firstDelivery: string, everyWeeks: number): string {
  return chargeDay(nextDeliveryAfter(firstDelivery, everyWeeks));
}

/**
 * One pup's plan: its repeat amount and cadence, the first renewal charge, until cancelled. A plan
 * restarted (reactivated) has no first box paid today: its first charge is the box back itself.
 */
export function planTerms(
  plan: RenewingPlan,
  firstDelivery: string,
  taxKnown: boolean,
  restart = false,
): string {
  const first = restart
    ? `The first box back is charged to your card on ${dateWithYear(chargeDay(firstDelivery))}`
    : `The first renewal is charged to your card on ${dateWithYear(firstRenewalChargeDate(firstDelivery, plan.repeat.every_weeks))}`;
  return `${repeatDisclosure(plan.pet_name, plan.repeat, taxKnown)} ${first}, and each box after that ${CHARGE_LEAD_DAYS} days before it arrives, until you cancel.`;
}

/** The whole text the customer agrees to: every pup's plan in the order, then how to cancel. */
export function renewalTerms(
  plans: RenewingPlan[],
  firstDelivery: string,
  taxKnown: boolean,
  restart = false,
): string {
  return [
    'Your plan is a subscription that renews automatically until you cancel it.',
    ...plans.map((plan) => planTerms(plan, firstDelivery, taxKnown, restart)),
    CANCEL_HOW,
  ].join(' ');
}
