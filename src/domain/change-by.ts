import { shortDate } from './format/date';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Whole calendar days from `today` to `lastChangeDate` (both 'YYYY-MM-DD'); negative once past. */
export function daysLeftToChange(lastChangeDate: string, today: string): number {
  return Math.round(dayNumber(lastChangeDate) - dayNumber(today));
}

/**
 * The countdown My plan shows above a pup's next box: 'Change by Fri, Nov 27 — 3 days left'.
 * The last day itself still counts ('last day'); after it the box is fixed.
 */
export function changeByCountdown(lastChangeDate: string, today: string): string {
  const days = daysLeftToChange(lastChangeDate, today);
  if (days < 0) return 'This box is being prepared — changes now apply to the box after it';
  const by = `Change by ${shortDate(lastChangeDate)}`;
  if (days === 0) return `${by} — last day to make changes`;
  return `${by} — ${days} ${days === 1 ? 'day' : 'days'} left`;
}
