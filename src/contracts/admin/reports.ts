import { object, string } from 'yup';

const DAY = string()
  .trim()
  .matches(/^\d{4}-\d{2}-\d{2}$/, {
    message: 'Use the format YYYY-MM-DD.',
    excludeEmptyString: true,
  });

/** GET /api/admin/reports/?preset=… or ?from=&to= (shop calendar days, both included). */
export const reportQuerySchema = object({
  preset: string()
    .trim()
    .oneOf(
      ['', 'last_7_days', 'last_30_days', 'last_90_days', 'this_month'],
      'Choose last 7, 30 or 90 days, or this month.',
    )
    .optional(),
  from: DAY.optional(),
  to: DAY.optional(),
});

/** The console's report for a range of days (money in cents). */
export interface ReportView {
  range: { from: string; to: string; days: number };
  /** The shop's day the report was made on. */
  today: string;
  money: { gross: number; refunds: number; credit_given: number; net: number };
  recurring: { active_plans: number; weekly: number; monthly: number };
  plans: {
    active: number;
    paused: number;
    cancelled: number;
    started_in_range: number;
    cancelled_in_range: number;
    live_at_start: number;
    churn_bps: number;
  };
  retention: Array<{
    week: string;
    customers: number;
    after_4: number | null;
    after_8: number | null;
    after_12: number | null;
  }>;
  renewals: Array<{ date: string; count: number; amount: number }>;
}
