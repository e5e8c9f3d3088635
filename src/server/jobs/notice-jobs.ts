import type { Database } from '@/server/db/client';
import {
  findCardExpiryWarnings,
  sendCardExpiryWarning,
} from '@/server/services/notices/card-expiry-warnings';
import type { NoticeKind, NoticeUnit } from '@/server/services/notices/notice-unit';
import {
  findPriceChangeNotices,
  sendPriceChangeNotice,
} from '@/server/services/notices/price-change-notices';
import {
  findYearlyReminders,
  sendYearlyReminder,
} from '@/server/services/notices/yearly-reminders';
import { findPuppyCheckIns, sendPuppyCheckIn } from '@/server/services/pets/puppy-check-ins';
import type { JobDependencies } from './job-handlers';
import { QUEUES } from './queues';

export type CustomerNoticeJob = Pick<NoticeUnit, 'kind' | 'id'>;

const SEND: Record<NoticeKind, (db: Database, id: number, now: Date) => Promise<boolean>> = {
  'card-expiry': sendCardExpiryWarning,
  'yearly-reminder': sendYearlyReminder,
  'price-change': sendPriceChangeNotice,
  'puppy-check-in': sendPuppyCheckIn,
};

/**
 * A daily notice's scheduled run: it only finds who is due (a query or two) and queues one
 * customer-notices job per email, keyed by that email, so a rerun the same day queues nothing.
 */
const noticeFinder =
  (find: (db: Database, now: Date) => Promise<NoticeUnit[]>) =>
  (deps: JobDependencies) =>
  async () => {
    const units = await find(deps.db, deps.clock());
    await deps.enqueue(
      units.map(({ kind, id, key }) => ({
        queue: QUEUES.customerNotices,
        key,
        data: { kind, id } satisfies CustomerNoticeJob,
      })),
    );
    return { queued: units.length };
  };

export const cardExpiryJob = noticeFinder(findCardExpiryWarnings);
export const yearlyRemindersJob = noticeFinder(findYearlyReminders);
export const priceChangeNoticesJob = noticeFinder(findPriceChangeNotices);
export const puppyCheckInsJob = noticeFinder(findPuppyCheckIns);

/** One notice, as things stand when it runs; each is sent at most once however often it runs. */
export const customerNoticeJob = (deps: JobDependencies) => async (data: CustomerNoticeJob) => ({
  sent: await SEND[data.kind](deps.db, data.id, deps.clock()),
});
