import { TZDateMini, tzOffset } from '@date-fns/tz';

/**
 * The shop's one time zone. Its day decides cut-offs and delivery dates (delivery-schedule.ts),
 * and the console shows and takes every time in it, labelled, so an offer ending at 23:59 ends
 * at 23:59 where the shop is, whatever the browser's or the server's zone.
 */
export const SHOP_TIME_ZONE = 'America/New_York';
/** How the console labels a time typed on the shop's clock. */
export const SHOP_ZONE_LABEL = 'Eastern time';

const SHOWN = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An instant as the shop's clock reads it, labelled: 'Mar 4, 2031, 11:59 PM EST'. */
export function shopDateTime(iso: string): string {
  return SHOWN.format(new Date(iso));
}

/** An instant as a `datetime-local` value on the shop's clock: '2031-03-04T23:59'. */
export function toShopInput(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  const shifted = instant.getTime() + tzOffset(SHOP_TIME_ZONE, instant) * 60_000;
  return new Date(shifted).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on the shop's clock, as an ISO instant; null when empty or not
 * a date and time. A time the clocks skip in spring (02:30) is taken an hour later, as the clock
 * reads (03:30 EDT); one they repeat in autumn (01:30) is its first, summer, occurrence.
 */
export function fromShopInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const instant = TZDateMini.tz(SHOP_TIME_ZONE, year!, month! - 1, day!, hour!, minute!);
  return new Date(instant.getTime()).toISOString();
}
