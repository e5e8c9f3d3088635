/** The console's dashboard numbers (money in cents). */
export interface DashboardWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  started: number;
  cancelled: number;
}

/** Something to look into now (src/domain/console-alerts.ts). */
export interface DashboardAlert {
  kind: 'late_boxes' | 'dead_jobs' | 'payment_spike';
  message: string;
  href: string;
  link: string;
}

export interface DashboardView {
  /** Late boxes, jobs dead in the last 24 hours, a spike of failed renewal charges. */
  alerts: DashboardAlert[];
  active_customers: number;
  active_pups: number;
  /**
   * Boxes to pack with a delivery date in the next seven days: paid orders not shipped or held,
   * and plans due whose box is not ordered yet (an unpaid renewal is not a box to pack).
   */
  boxes_this_week: number;
  /**
   * The money figures, null for a role that does not see the shop's money (fulfilment: no
   * reports.read). Gross: what paid orders charged.
   */
  revenue_7_days: number | null;
  revenue_30_days: number | null;
  /** Card refunds that went through in the window. */
  refunds_7_days: number | null;
  refunds_30_days: number | null;
  /** Gross less refunds. */
  net_revenue_7_days: number | null;
  net_revenue_30_days: number | null;
  /** Average total of the orders paid in the last 30 days, free reships left out; 0 without any. */
  average_box_value: number | null;
  weeks: DashboardWeek[];
  cancel_reasons: Array<{ reason: string; count: number }>;
  /** Renewals whose charge was declined and waits for a retry. */
  failed_renewals: number;
  /** Card payments that failed in the last 30 days. */
  failed_payments_30_days: number;
}
