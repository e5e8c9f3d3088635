import { serverEnv } from '@/env/server';
import { shopToday } from '@/domain/delivery-schedule';
import { clockNow } from '@/server/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Fulfilment's today: the shop's, moved on by the test clock (APP_ENV=test only, see env.ts). */
export function fulfilmentToday(now = clockNow()): string {
  return shopToday(new Date(now.getTime() + serverEnv().fulfilmentClockOffsetDays * DAY_MS));
}
