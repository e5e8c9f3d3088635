import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import { shopToday } from '@/domain/delivery-schedule';
import { RENEWAL_LEASE_MS } from '@/domain/renewal-schedule';

/** The time a renewal run takes as now (injected by tests and the job runtime). */
export interface RunClock {
  now: Date;
  /** The shop's calendar day at `now`. */
  today: string;
  /** Only this customer's renewals (see RenewalScope). */
  customerId?: number;
}

/** How long this run holds a renewal order before another run may take it over (a crash). */
export const leaseEnd = (clock: RunClock) => new Date(clock.now.getTime() + RENEWAL_LEASE_MS);

/** The run's customer filter on a query's customer column, if it is scoped to one. */
export const scopedTo = (clock: RunClock, column: AnyColumn): SQL | undefined =>
  clock.customerId === undefined ? undefined : eq(column, clock.customerId);

/** The run's clock at `now`: the shop's day follows from it. */
export const runClockAt = (now: Date, scope: { customerId?: number } = {}): RunClock => ({
  now,
  today: shopToday(now),
  ...scope,
});
