import { formatKcal } from '@/domain/format/kcal';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxEmails, pets, subscriptions } from '@/server/db/schema';
import { dailyCalories } from '@/domain/nutrition';
import {
  customerNoticeJob,
  puppyCheckInsJob,
  type JobDependencies,
} from '@/server/jobs/job-handlers';
import { QUEUE_SETTINGS, QUEUES } from '@/server/jobs/queues';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { runFannedOut, sentCount } from '../helpers/fan-out';
import { useTestDatabase } from '../helpers/test-db';

describe('growing puppies’ monthly check-in reminder (daily job)', () => {
  const database = useTestDatabase({ seed: true });

  it('emails each growing puppy once a month with the month’s portion, adults never', async () => {
    const db = database.db();
    // Born March 2026: 3 months old on 10 June, 4 on 10 July; an adult born 2020.
    const pup = await createSubscribedCustomer(db);
    await db
      .update(pets)
      .set({ birthYear: 2026, birthMonth: 3, weightLb: '12' })
      .where(eq(pets.id, pup.pet.id));
    const adult = await createSubscribedCustomer(db);
    const gone = await createSubscribedCustomer(db);
    await db.update(pets).set({ birthYear: 2026, birthMonth: 3 }).where(eq(pets.id, gone.pet.id));
    await db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, gone.subscription.id));

    let now = new Date('2026-06-10T15:00:00Z');
    const deps = { db, clock: () => now } as unknown as JobDependencies;
    const run = async () => ({
      sent: sentCount((await runFannedOut(deps, puppyCheckInsJob, customerNoticeJob)).results),
    });
    const mailTo = async (email: string) =>
      db.select().from(outboxEmails).where(eq(outboxEmails.to, email));

    expect(await run()).toEqual({ sent: 1 });
    // The same day again, or later that month: nothing more.
    expect(await run()).toEqual({ sent: 0 });
    now = new Date('2026-06-28T15:00:00Z');
    expect(await run()).toEqual({ sent: 0 });
    const june = await mailTo(pup.customer.email);
    expect(june).toHaveLength(1);
    expect(june[0]!.kind).toBe('puppy_check_in');
    expect(june[0]!.subject).toBe(`${pup.pet.name} is 3 months old: time for a weigh-in`);
    const puppyKcal = dailyCalories({
      weightLb: 12,
      activityLevel: 'normal',
      isNeutered: true,
      ageMonths: 3,
    });
    expect(june[0]!.text).toContain(`needs about ${formatKcal(puppyKcal)} a day`);

    // Next month, at 4 months, the growth factor steps down: a new email with the new need.
    now = new Date('2026-07-10T15:00:00Z');
    expect(await run()).toEqual({ sent: 1 });
    const july = await mailTo(pup.customer.email);
    expect(july).toHaveLength(2);
    const fourMonths = dailyCalories({
      weightLb: 12,
      activityLevel: 'normal',
      isNeutered: true,
      ageMonths: 4,
    });
    expect(fourMonths).toBeLessThan(puppyKcal);
    expect(july[1]!.text).toContain(`needs about ${formatKcal(fourMonths)} a day`);

    expect(await mailTo(adult.customer.email)).toHaveLength(0);
    expect(await mailTo(gone.customer.email)).toHaveLength(0);
  });

  it('is scheduled daily as a one-at-a-time singleton', () => {
    expect(QUEUE_SETTINGS[QUEUES.puppyCheckIns]).toMatchObject({
      policy: 'stately',
      cron: '0 15 * * *',
    });
  });
});
