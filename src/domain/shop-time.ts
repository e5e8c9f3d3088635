/**
 * The shop's one time zone. Its day decides cut-offs and delivery dates (delivery-schedule.ts),
 * and the console shows and takes every time in it, labelled, so an offer ending at 23:59 ends
 * at 23:59 where the shop is, whatever the browser's or the server's zone.
 */
export const SHOP_TIME_ZONE = 'America/New_York';
/** How the console labels a time typed on the shop's clock. */
export const SHOP_ZONE_LABEL = 'Eastern time';

const WALL = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const SHOWN = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function wallClock(instant: number) {
  const parts = Object.fromEntries(
    WALL.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return {
    iso: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`,
    utc: Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    ),
  };
}

/** How far the shop's clock is ahead of UTC at `instant`, in ms (negative in the Americas). */
const offsetAt = (instant: number) => wallClock(instant).utc - Math.floor(instant / 1000) * 1000;

/** An instant as the shop's clock reads it, labelled: 'Mar 4, 2031, 11:59 PM EST'. */
export function shopDateTime(iso: string): string {
  return SHOWN.format(new Date(iso));
}

/** An instant as a `datetime-local` value on the shop's clock: '2031-03-04T23:59'. */
export function toShopInput(iso: string | null): string {
  return iso ? wallClock(new Date(iso).getTime()).iso : '';
}

/**
 * A `datetime-local` value read on the shop's clock, as an ISO instant; null when empty or not
 * a date and time. A time the clocks skip in spring is taken an hour later, as the clock reads.
 */
export function fromShopInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[];
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  let instant = asUtc - offsetAt(asUtc);
  // Across a daylight-saving change the offset at the answer can differ from the first guess.
  const settled = asUtc - offsetAt(instant);
  if (settled !== instant) instant = settled;
  return new Date(instant).toISOString();
}
