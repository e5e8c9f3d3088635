/**
 * Carriers a box can ship with, how their tracking numbers look, and where a customer follows
 * one. Formats checked: USPS 20-22 digits (domestic, e.g. 9400…) or an S10 international number
 * (two letters, nine digits, "US"); UPS "1Z" and 16 letters or digits; FedEx 12, 15, 20 or 22
 * digits. Any other carrier: a number of 4-40 letters, digits or dashes plus the https address of
 * that carrier's tracking page for it (we cannot build one).
 */
export const CARRIER_CODES = ['usps', 'ups', 'fedex', 'other'] as const;
export type Carrier = (typeof CARRIER_CODES)[number];

export const CARRIER_NAMES: Record<Carrier, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  other: 'Other carrier',
};

const FORMATS: Record<Carrier, { pattern: RegExp; example: string }> = {
  usps: { pattern: /^(\d{20,22}|[A-Z]{2}\d{9}US)$/, example: '9400 1000 0000 0000 0000 00' },
  ups: { pattern: /^1Z[0-9A-Z]{16}$/, example: '1Z999AA10123456784' },
  fedex: { pattern: /^(\d{12}|\d{15}|\d{20}|\d{22})$/, example: '123456789012' },
  other: { pattern: /^[A-Z0-9-]{4,40}$/, example: 'AB-12345' },
};

const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
};

/** People type tracking numbers with spaces and in lower case; carriers print them grouped. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type TrackingCheck =
  | { ok: true; tracking_number: string; tracking_url: string }
  | { ok: false; errors: Partial<Record<'tracking_number' | 'tracking_url', string>> };

function httpsUrl(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A tracking number checked against its carrier's format, with the page that tracks it. */
export function checkTracking(
  carrier: Carrier,
  trackingNumber: string,
  trackingUrl?: string | null,
): TrackingCheck {
  const number = normalizeTrackingNumber(trackingNumber);
  const errors: Partial<Record<'tracking_number' | 'tracking_url', string>> = {};
  const format = FORMATS[carrier];
  if (!format.pattern.test(number))
    errors.tracking_number = `This is not a ${CARRIER_NAMES[carrier]} tracking number (for example ${format.example}).`;
  let url: string | null = null;
  if (carrier === 'other') {
    url = httpsUrl(trackingUrl);
    if (!url) errors.tracking_url = 'Give the https address of the carrier’s tracking page.';
  } else {
    url = TRACKING_PAGES[carrier](number);
  }
  if (errors.tracking_number || errors.tracking_url) return { ok: false, errors };
  return { ok: true, tracking_number: number, tracking_url: url! };
}
