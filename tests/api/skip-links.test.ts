import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import planRoute from '@/pages/api/v3/subscriptions/[subscriptionId]/index';
import skipLinkRoute from '@/pages/api/v3/skip-links/index';
import { idempotencyKeys, outboxEmails } from '@/server/db/schema';
import {
  addDays,
  earliestDelivery,
  firstDeliveryOptions,
  nextDeliveryAfter,
  shopToday,
} from '@/domain/delivery-schedule';
import { reminderDay } from '@/domain/renewal-schedule';
import { getPaymentProvider } from '@/server/payments';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { inspectSkipLink, redeemSkipLink } from '@/server/services/skip-links/skip-link-service';
import { signSkipToken, SKIP_LINK_TTL_MS } from '@/server/services/skip-links/skip-token';
import { saveCardOnFile } from '../factories/payment-methods';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { useTestDatabase } from '../helpers/test-db';
import { clockNow, clockNowMs } from '@/server/clock';
import { AWKWARD_DAYS, atShopDate } from '../helpers/clock';

atShopDate(AWKWARD_DAYS.thanksgivingWeek);

describe('skip links from the renewal reminder', () => {
  const database = useTestDatabase({ seed: true });
  const skip = useRoute(skipLinkRoute);
  const getPlan = useRoute(planRoute);
  const post = (token: unknown) =>
    skip<Record<string, unknown>>({
      method: 'POST',
      url: '/api/v3/skip-links/',
      body: token === undefined ? {} : { token },
    });
  const nextDelivery = async (id: number, token: string) =>
    (
      await getPlan<{ next_delivery_date: string }>({
        method: 'GET',
        url: `/api/v3/subscriptions/${id}/`,
        params: { subscriptionId: String(id) },
        token,
      })
    ).json.next_delivery_date;

  it('the reminder’s link asks first, skips that box once, and says so on a second use', async () => {
    const db = database.db();
    const delivery = addDays(earliestDelivery(shopToday(clockNow())), 3);
    const { customer, subscription, token } = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivery,
    });
    await saveCardOnFile(db, customer.id);
    await runRenewals(db, getPaymentProvider(db), new Date(`${reminderDay(delivery)}T17:00:00Z`));
    const [reminder] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, customer.email));
    const link = new URL(/https?:\/\/\S*\/skip-box\/\S+/.exec(reminder!.text)![0]);
    expect(reminder!.html).toContain('/skip-box/?token=');
    const skipToken = link.searchParams.get('token')!;

    // Looking (a link previewer, the page's GET) changes nothing.
    const keysBefore = await db.select().from(idempotencyKeys);
    expect(await inspectSkipLink(db, skipToken)).toMatchObject({
      state: 'ready',
      delivery_date: delivery,
    });
    expect(await db.select().from(idempotencyKeys)).toHaveLength(keysBefore.length);
    expect(await nextDelivery(subscription.id, token)).toBe(delivery);

    const first = await post(skipToken);
    expect(first.status).toBe(200);
    const after = nextDeliveryAfter(delivery, subscription.weeksOfFood);
    expect(first.json).toMatchObject({ skipped_date: delivery, next_delivery_date: after });
    // My plan shows the box skipped.
    expect(await nextDelivery(subscription.id, token)).toBe(after);

    const second = await post(skipToken);
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ detail: 'This link was already used.', code: 'skip_link_used' });
    expect(await inspectSkipLink(db, skipToken)).toMatchObject({ state: 'used' });
    expect(await nextDelivery(subscription.id, token)).toBe(after);
  });

  it('refuses tampered, foreign-signed, expired and missing tokens, changing nothing', async () => {
    const db = database.db();
    const delivery = firstDeliveryOptions(shopToday(clockNow()))[5]!;
    const { subscription, token } = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivery,
    });
    const good = signSkipToken(subscription.id, delivery, clockNow());
    const [id, date, expires, signature] = good.split('.');
    const tampered = [
      `${id}.${addDays(date!, 7)}.${expires}.${signature}`,
      `${Number(id) + 1}.${date}.${expires}.${signature}`,
      `${id}.${date}.${Number(expires) + 86400}.${signature}`,
      `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`,
      'not-a-token',
    ];
    for (const bad of tampered) {
      const answer = await post(bad);
      expect(answer.status, bad).toBe(400);
      expect(answer.json).toMatchObject({ code: 'skip_link_invalid' });
      expect(await inspectSkipLink(db, bad)).toMatchObject({ state: 'invalid' });
    }
    const old = signSkipToken(
      subscription.id,
      delivery,
      new Date(clockNowMs() - SKIP_LINK_TTL_MS - 1000),
    );
    const expired = await post(old);
    expect(expired.status).toBe(400);
    expect(expired.json).toMatchObject({ code: 'skip_link_expired' });
    expect(String(expired.json.detail)).toContain('expired');
    expect(await inspectSkipLink(db, old)).toMatchObject({ state: 'expired' });

    const missing = await post(undefined);
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ token: [expect.stringContaining('Field is required')] });
    expect(await nextDelivery(subscription.id, token)).toBe(delivery);
  });

  it('keeps the skip rules: past the cut-off nothing is skipped and the link is not used up', async () => {
    const db = database.db();
    const delivery = earliestDelivery(shopToday(clockNow()));
    const { subscription, token } = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivery,
    });
    const link = signSkipToken(subscription.id, delivery, clockNow());
    // Its delivery day: well past the last day to change the box.
    const late = new Date(`${delivery}T17:00:00Z`);
    await expect(redeemSkipLink(db, link, late)).rejects.toMatchObject({
      code: 'too_late_to_change',
    });
    expect(await inspectSkipLink(db, link, late)).toMatchObject({ state: 'ready' });
    expect(await nextDelivery(subscription.id, token)).toBe(delivery);
  });

  it('a box already skipped from My plan: the link says so and skips nothing more', async () => {
    const db = database.db();
    const delivery = firstDeliveryOptions(shopToday(clockNow()))[5]!;
    const { subscription, token } = await createSubscribedCustomer(db, {
      nextDeliveryDate: delivery,
    });
    const link = signSkipToken(subscription.id, addDays(delivery, -7), clockNow());
    expect(await inspectSkipLink(db, link)).toMatchObject({ state: 'changed' });
    const answer = await post(link);
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: 'skip_link_box_changed' });
    expect(await nextDelivery(subscription.id, token)).toBe(delivery);
  });
});
