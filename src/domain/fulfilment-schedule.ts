import { addDays, lastChangeDay, parseIsoDate } from './delivery-schedule';

/**
 * When a delivery date's boxes can be packed: once its cut-off (the last day customers can change
 * or skip the box) has passed, so what is packed is what was charged. Before that the date's
 * boxes are a forecast.
 */
export function isPackable(deliveryDate: string, today: string): boolean {
  return today > lastChangeDay(deliveryDate);
}

/** Delivery dates further back than this are history, not work: the date list starts here. */
export const FULFILMENT_LOOKBACK_DAYS = 14;

export function fulfilmentListStart(today: string): string {
  return addDays(today, -FULFILMENT_LOOKBACK_DAYS);
}

/** A delivery date from a URL or query: 'YYYY-MM-DD' naming a real day, otherwise null. */
export function parseDeliveryDate(value: unknown): string | null {
  return typeof value === 'string' && parseIsoDate(value) ? value : null;
}
