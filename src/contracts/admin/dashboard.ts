/** The console's dashboard numbers (money in cents). */
export interface DashboardWeek {
  /** Monday of the week, YYYY-MM-DD. */
  week: string;
  started: number;
  cancelled: number;
}

export interface DashboardView {
  active_customers: number;
  active_pups: number;
  /** Boxes with a delivery date in the next seven days: orders placed, and plans due. */
  boxes_this_week: number;
  revenue_7_days: number;
  revenue_30_days: number;
  /** Average total of the orders paid in the last 30 days; 0 without any. */
  average_box_value: number;
  weeks: DashboardWeek[];
  cancel_reasons: Array<{ reason: string; count: number }>;
  /** Renewals whose charge was declined and waits for a retry. */
  failed_renewals: number;
  /** Card payments that failed in the last 30 days. */
  failed_payments_30_days: number;
}
