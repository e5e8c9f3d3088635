import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '@/server/db/schema';
import { resumePausedPlans } from '@/server/services/subscriptions/paused-plans';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useTestDatabase } from '../helpers/test-db';

describe('the plan-resumes job', () => {
  const database = useTestDatabase({ seed: true });

  it('resumes a plan paused until a date eight days before its first box back, once', async () => {
    const db = database.db();
    // Paused until Thursday, March 13, 2031; another paused with no date; one cancelled.
    const dated = await createSubscribedCustomer(db);
    const open = await createSubscribedCustomer(db);
    const gone = await createSubscribedCustomer(db);
    const set = (id: number, values: Partial<typeof subscriptions.$inferInsert>) =>
      db.update(subscriptions).set(values).where(eq(subscriptions.id, id));
    await set(dated.subscription.id, {
      status: 'paused',
      nextDeliveryDate: '2031-03-13',
      resumeOn: '2031-03-13',
    });
    await set(open.subscription.id, { status: 'paused', nextDeliveryDate: '2031-03-13' });
    await set(gone.subscription.id, {
      status: 'cancelled',
      nextDeliveryDate: '2031-03-13',
      resumeOn: '2031-03-13',
    });
    const read = async (id: number) =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

    expect(await resumePausedPlans(db, '2031-03-04')).toBe(0);
    expect(await read(dated.subscription.id)).toMatchObject({ status: 'paused' });

    expect(await resumePausedPlans(db, '2031-03-05')).toBe(1);
    expect(await read(dated.subscription.id)).toMatchObject({
      status: 'active',
      nextDeliveryDate: '2031-03-13',
      resumeOn: null,
    });
    expect(await read(open.subscription.id)).toMatchObject({ status: 'paused' });
    expect(await read(gone.subscription.id)).toMatchObject({ status: 'cancelled' });
    // Run again the same day: nothing left to resume.
    expect(await resumePausedPlans(db, '2031-03-05')).toBe(0);
  });
});
