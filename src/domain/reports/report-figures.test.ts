import { describe, expect, it } from 'vitest';
import {
  moneyFigures,
  planFigures,
  recurringRevenue,
  renewalDeliveryWindow,
  retentionByWeek,
  upcomingRenewals,
} from './report-figures';

describe('report figures', () => {
  it('nets refunds and credit given off gross revenue', () => {
    expect(moneyFigures({ gross: 25_000, refunds: 5_667, creditGiven: 1_000 })).toEqual({
      gross: 25_000,
      refunds: 5_667,
      credit_given: 1_000,
      net: 18_333,
    });
  });

  it('makes monthly recurring revenue weekly × 52 / 12, rounded to the cent', () => {
    // 3 × 2499 + 1 × 3101 = 10598 a week; × 52 / 12 = 45924.666… → 45925.
    expect(
      recurringRevenue([
        { weeklyCents: 2499, plans: 3 },
        { weeklyCents: 3101, plans: 1 },
      ]),
    ).toEqual({ active_plans: 4, weekly: 10_598, monthly: 45_925 });
    // 6 × 52 / 12 = 26 exactly; 1 × 52 / 12 = 4.333… → 4.
    expect(recurringRevenue([{ weeklyCents: 6, plans: 1 }]).monthly).toBe(26);
    expect(recurringRevenue([{ weeklyCents: 1, plans: 1 }]).monthly).toBe(4);
    expect(recurringRevenue([])).toEqual({ active_plans: 0, weekly: 0, monthly: 0 });
  });

  it('measures churn as the share of plans live at the start cancelled in the range', () => {
    // 11 live on the first day; 3 of them cancelled (a 4th cancellation was a plan started in
    // the range): 3 / 11 = 0.272727… → 2727 bps.
    expect(
      planFigures({
        active: 8,
        paused: 2,
        cancelled: 6,
        startedInRange: 3,
        cancelledInRange: 4,
        liveAtStart: 11,
        churnedInRange: 3,
      }),
    ).toEqual({
      active: 8,
      paused: 2,
      cancelled: 6,
      started_in_range: 3,
      cancelled_in_range: 4,
      live_at_start: 11,
      churn_bps: 2727,
    });
    // 2 of 3: 6666.67 → 6667; none live: 0, not a division by zero.
    const none = { active: 0, paused: 0, cancelled: 0, startedInRange: 0, cancelledInRange: 0 };
    expect(planFigures({ ...none, liveAtStart: 3, churnedInRange: 2 }).churn_bps).toBe(6667);
    expect(planFigures({ ...none, liveAtStart: 0, churnedInRange: 0 }).churn_bps).toBe(0);
  });

  it('counts each signup week’s customers still with a plan 4, 8 and 12 weeks on', () => {
    const rows = [
      // Week of Jan 6: 5 customers still on, 2 left after 5 weeks, 1 after 9, 1 in week 0.
      { week: '2031-01-06', weeksKept: null, customers: 5 },
      { week: '2031-01-06', weeksKept: 5, customers: 2 },
      { week: '2031-01-06', weeksKept: 9, customers: 1 },
      { week: '2031-01-06', weeksKept: 0, customers: 1 },
      // Week of Feb 24: 3 still on; 8 weeks have not passed by Mar 31.
      { week: '2031-02-24', weeksKept: null, customers: 3 },
      { week: '2031-02-24', weeksKept: 4, customers: 1 },
    ];
    expect(retentionByWeek(rows, '2031-03-31')).toEqual([
      { week: '2031-01-06', customers: 9, after_4: 8, after_8: 6, after_12: 5 },
      { week: '2031-02-24', customers: 4, after_4: 4, after_8: null, after_12: null },
    ]);
  });

  it('lists the next 14 charge days with the boxes due on each', () => {
    // Charged four days before delivery: Mar 22 deliveries on Mar 18, Mar 25 on Mar 21.
    const days = upcomingRenewals(
      [
        { deliveryDate: '2031-03-22', boxCents: 5_000, plans: 2 },
        { deliveryDate: '2031-03-22', boxCents: 7_150, plans: 1 },
        { deliveryDate: '2031-03-25', boxCents: 4_000, plans: 3 },
        { deliveryDate: '2031-04-20', boxCents: 4_000, plans: 3 },
      ],
      '2031-03-18',
    );
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ date: '2031-03-18', count: 3, amount: 17_150 });
    expect(days[3]).toEqual({ date: '2031-03-21', count: 3, amount: 12_000 });
    expect(days[13]).toEqual({ date: '2031-03-31', count: 0, amount: 0 });
    expect(renewalDeliveryWindow('2031-03-18')).toEqual({
      first: '2031-03-22',
      last: '2031-04-04',
    });
  });
});
