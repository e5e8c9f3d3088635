import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import cancelRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/cancel';
import { outboxEmails } from '@/server/db/schema';
import { registerLead } from '@/server/services/auth/sign-in';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';

describe('lifecycle emails', () => {
  const database = useTestDatabase({ seed: true });
  const cancel = useRoute(cancelRoute);
  const mail = (to: string, kind: string) =>
    database
      .db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)));

  it('welcomes a new lead once, with both parts', async () => {
    const db = database.db();
    await registerLead(db, undefined, { email: 'welcome@example.test', first_name: 'Nell' });
    await expect(registerLead(db, undefined, { email: 'welcome@example.test' })).rejects.toThrow();
    const welcomes = await mail('welcome@example.test', 'welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]!.text).toContain('Hi Nell,');
    expect(welcomes[0]!.html).toContain('/onboarding/');
    expect(welcomes[0]!.text).toContain('Thanks for telling us about your pup.');
  });

  it('speaks of both pups to a lead who told the quiz about two', async () => {
    const db = database.db();
    await registerLead(db, undefined, {
      email: 'two@example.test',
      first_name: 'Ida',
      pup_count: '2',
    });
    const [welcome] = await mail('two@example.test', 'welcome');
    expect(welcome!.text).toContain('Thanks for telling us about your pups.');
    expect(welcome!.text).toContain('each dog’s own calorie needs');
    expect(welcome!.text).not.toMatch(/your pup\b(?!s)/);
  });

  it('confirms a cancellation once, however often it is asked for', async () => {
    const { customer, subscription, token } = await createSubscribedCustomer(database.db());
    const ask = () =>
      cancel({
        method: 'POST',
        url: `/api/v3/subscriptions/${subscription.id}/cancel/`,
        params: { subscriptionId: String(subscription.id) },
        token,
        body: { reason: 'Too expensive' },
      });
    const answers = await Promise.all([ask(), ask()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await ask()).status).toBe(200);
    const confirmations = await mail(customer.email, 'cancellation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toMatch(/plan is cancelled$/);
    expect(confirmations[0]!.text).toContain('nothing more will be charged');
  });
});
