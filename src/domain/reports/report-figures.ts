import { addDays } from '../delivery-schedule';
import { CHARGE_LEAD_DAYS, chargeDay } from '../renewal-schedule';

/** Money in the range, in cents. */
export interface MoneyFigures {
  gross: number;
  refunds: number;
  credit_given: number;
  net: number;
}

/**
 * Net revenue: what paid boxes charged, less what went back to cards and the account credit
 * staff, claims, refunds-to-credit and referrals gave (credit is counted when it is given: it is
 * money the shop will not be paid for a later box).
 */
export function moneyFigures(sums: {
  gross: number;
  refunds: number;
  creditGiven: number;
}): MoneyFigures {
  return {
    gross: sums.gross,
    refunds: sums.refunds,
    credit_given: sums.creditGiven,
    net: sums.gross - sums.refunds - sums.creditGiven,
  };
}

export interface RecurringRevenue {
  active_plans: number;
  /** The weekly price of every active plan's food, in cents. */
  weekly: number;
  /** weekly × 52 / 12, rounded to the nearest cent (half a cent up). */
  monthly: number;
}

/** Recurring revenue from active plans grouped by their weekly price. */
export function recurringRevenue(
  groups: ReadonlyArray<{ weeklyCents: number; plans: number }>,
): RecurringRevenue {
  const weekly = groups.reduce((sum, group) => sum + group.weeklyCents * group.plans, 0);
  return {
    active_plans: groups.reduce((sum, group) => sum + group.plans, 0),
    weekly,
    monthly: Math.round((weekly * 52) / 12),
  };
}

export interface PlanFigures {
  active: number;
  paused: number;
  cancelled: number;
  started_in_range: number;
  cancelled_in_range: number;
  /** Plans started before the range and not cancelled when it began. */
  live_at_start: number;
  /** Those of them cancelled in the range, ÷ live_at_start, in basis points (1234 = 12.34 %). */
  churn_bps: number;
}

/**
 * Plans now by status, and churn over the range: of the plans live when the range began, the
 * share cancelled in it (a plan started and cancelled within the range is not churn of the
 * plans the range began with). 0 when no plan was live.
 */
export function planFigures(counts: {
  active: number;
  paused: number;
  cancelled: number;
  startedInRange: number;
  cancelledInRange: number;
  liveAtStart: number;
  churnedInRange: number;
}): PlanFigures {
  return {
    active: counts.active,
    paused: counts.paused,
    cancelled: counts.cancelled,
    started_in_range: counts.startedInRange,
    cancelled_in_range: counts.cancelledInRange,
    live_at_start: counts.liveAtStart,
    churn_bps:
      counts.liveAtStart === 0
        ? 0
        : Math.round((counts.churnedInRange * 10_000) / counts.liveAtStart),
  };
}

/** A signup week's customers; `after_N` is null while N weeks have not passed yet. */
export interface RetentionRow {
  week: string;
  customers: number;
  after_4: number | null;
  after_8: number | null;
  after_12: number | null;
}

/**
 * Retention by signup week. Each input row is a group of customers whose first box was paid in
 * `week` (a Monday) and who kept a plan for `weeksKept` whole weeks after it (null: they still
 * have a plan that is not cancelled). A customer counts as kept N weeks later when they had not
 * cancelled every plan by then; a week's column stays null until N weeks after its Monday.
 */
export function retentionByWeek(
  rows: ReadonlyArray<{ week: string; weeksKept: number | null; customers: number }>,
  today: string,
): RetentionRow[] {
  const weeks = [...new Set(rows.map((row) => row.week))].sort();
  return weeks.map((week) => {
    const cohort = rows.filter((row) => row.week === week);
    const kept = (after: number) =>
      addDays(week, 7 * after) > today
        ? null
        : cohort
            .filter((row) => row.weeksKept === null || row.weeksKept >= after)
            .reduce((sum, row) => sum + row.customers, 0);
    return {
      week,
      customers: cohort.reduce((sum, row) => sum + row.customers, 0),
      after_4: kept(4),
      after_8: kept(8),
      after_12: kept(12),
    };
  });
}

export const RENEWAL_DAYS = 14;

export interface RenewalDay {
  /** The day the cards are charged (the shop's calendar). */
  date: string;
  count: number;
  /** The plans' box prices, in cents, before add-ons, offers, credit and tax. */
  amount: number;
}

/**
 * Renewals charged on each of the next 14 days (today first), from active plans grouped by
 * their next delivery date and box price; each day is listed, with zeros when nothing is due.
 */
export function upcomingRenewals(
  groups: ReadonlyArray<{ deliveryDate: string; boxCents: number; plans: number }>,
  today: string,
): RenewalDay[] {
  const days = Array.from({ length: RENEWAL_DAYS }, (_, index) => addDays(today, index));
  return days.map((date) => {
    const due = groups.filter((group) => chargeDay(group.deliveryDate) === date);
    return {
      date,
      count: due.reduce((sum, group) => sum + group.plans, 0),
      amount: due.reduce((sum, group) => sum + group.boxCents * group.plans, 0),
    };
  });
}

/** The delivery dates whose charge day falls in the next 14 days: [first, last]. */
export function renewalDeliveryWindow(today: string): { first: string; last: string } {
  return {
    first: addDays(today, CHARGE_LEAD_DAYS),
    last: addDays(today, CHARGE_LEAD_DAYS + RENEWAL_DAYS - 1),
  };
}
