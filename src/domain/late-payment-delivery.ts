import { addDays, earliestDelivery, PREP_DAYS } from './delivery-schedule';

/**
 * When a renewal box paid late arrives. The kitchen makes a box only once it is paid, so a box
 * paid too late for its date (a retried charge, a bank check answered late) moves to the first
 * delivery day the kitchen can still make: the rule the charge records, and the one the
 * customer's confirm-payment page words in advance.
 */
export function deliveryOncePaid(delivery: string, today: string): string {
  const earliest = earliestDelivery(today);
  return delivery < earliest ? earliest : delivery;
}

/** The last day on which paying still keeps a box on its delivery date. */
export function lastDayKeepingDelivery(delivery: string): string {
  let day = addDays(delivery, -PREP_DAYS);
  while (earliestDelivery(day) > delivery) day = addDays(day, -1);
  return day;
}
