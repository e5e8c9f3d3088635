import { addDays } from '@/domain/delivery-schedule';

/** A card expiring this many days from today is warned about, whatever the next box. */
export const CARD_EXPIRY_NOTICE_DAYS = 30;
/** The yearly plan reminder goes out from this many days before the plan's anniversary ... */
export const YEARLY_REMINDER_DAYS_BEFORE = 7;
/** ... up to this many days after it (a worker that was down catches up). */
export const YEARLY_REMINDER_DAYS_AFTER = 30;

/** The last day a card can be charged: the end of its expiry month (YYYY-MM-DD). */
export function cardLastValidDay(expMonth: number, expYear: number): string {
  const end = new Date(Date.UTC(expYear, expMonth, 0));
  return end.toISOString().slice(0, 10);
}

/**
 * Whether to warn that the default card expires: it runs out before the next box is charged, or
 * within CARD_EXPIRY_NOTICE_DAYS. Cards without a known expiry are never warned about.
 */
export function cardExpiryDue(input: {
  expMonth: number | null;
  expYear: number | null;
  today: string;
  /** The charge day of the customer's next box, if a plan is active. */
  nextChargeDay: string | null;
}): boolean {
  if (!input.expMonth || !input.expYear) return false;
  const last = cardLastValidDay(input.expMonth, input.expYear);
  if (input.nextChargeDay && last < input.nextChargeDay) return true;
  return last <= addDays(input.today, CARD_EXPIRY_NOTICE_DAYS);
}

/** Which yearly reminder (1 for the first anniversary, ...) is due today, if any. */
export function yearlyReminderDue(startedOn: string, today: string): number | null {
  const [year, month, day] = startedOn.split('-').map(Number) as [number, number, number];
  const years = Number(today.slice(0, 4)) - year;
  for (const n of [years, years + 1]) {
    if (n < 1) continue;
    // 29 February falls on 28 February in other years.
    const anniversary = new Date(Date.UTC(year + n, month - 1, day));
    if (anniversary.getUTCMonth() !== month - 1) anniversary.setUTCDate(0);
    const iso = anniversary.toISOString().slice(0, 10);
    if (
      today >= addDays(iso, -YEARLY_REMINDER_DAYS_BEFORE) &&
      today <= addDays(iso, YEARLY_REMINDER_DAYS_AFTER)
    )
      return n;
  }
  return null;
}
