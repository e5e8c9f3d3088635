import { addDays, isDeliveryDay, shopToday } from '@/domain/delivery-schedule';
import { CHARGE_LEAD_DAYS } from '@/domain/renewal-schedule';
import { clockNow } from '@/server/clock';

/**
 * A delivery day whose box is already in the kitchen's hands today: its change-by day has passed
 * and its renewal is due. (The earliest date a new order can arrive is not such a day: on a
 * Wednesday or a Thursday it is six or five days out, and still changeable.)
 */
export function deliveryInPrep(today = shopToday(clockNow())): string {
  for (let days = CHARGE_LEAD_DAYS; days > 0; days -= 1) {
    const date = addDays(today, days);
    if (isDeliveryDay(date)) return date;
  }
  throw new Error(`No delivery day in the ${CHARGE_LEAD_DAYS} days after ${today}`);
}
