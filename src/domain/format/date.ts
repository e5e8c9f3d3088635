/** Dates the shop shows, from plain 'YYYY-MM-DD' strings (read as calendar days, never shifted). */
const asDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

const LONG = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Thursday, November 26' */
export const longDate = (iso: string) => LONG.format(asDay(iso));
/** 'Thu, Nov 26' */
export const shortDate = (iso: string) => SHORT.format(asDay(iso));
