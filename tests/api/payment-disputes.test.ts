import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import disputesRoute from '@/pages/api/admin/payments/disputes/index';
import decisionRoute from '@/pages/api/admin/payments/disputes/[disputeId]/decision';
import webhookRoute from '@/pages/api/v3/webhooks/payments';
import { chargeDay } from '@/domain/renewal-schedule';
import { orders, payments, paymentMethods, subscriptions } from '@/server/db/schema';
import {
  closeOfflineDispute,
  createOfflineDispute,
  getPaymentProvider,
  offlineWebhookSecret,
  refreshOfflineCard,
  signOfflineWebhook,
  takeOfflineEvents,
} from '@/server/payments';
import { findCardExpiryWarnings } from '@/server/services/notices/card-expiry-warnings';
import { chargeRenewal } from '@/server/services/renewals/renewal-charge';
import { createRenewalOrder, priceDueBox } from '@/server/services/renewals/renewal-order';
import { runRenewals } from '@/server/services/renewals/renewal-service';
import { runClockAt } from '@/server/services/renewals/run-clock';
import { clockNow } from '@/server/clock';
import { saveCardOnFile } from '../factories/payment-methods';
import { createRenewedCustomer } from '../factories/renewal-orders';
import { createSubscribedCustomer } from '../factories/subscriptions';
import { useRoute } from '../helpers/call-route';
import { atShopDate, AWKWARD_DAYS } from '../helpers/clock';
import { lastAuditBy, useStaffRoles } from '../helpers/staff';
import { useTestDatabase } from '../helpers/test-db';

interface DisputeJson {
  id: number;
  provider_id: string;
  order_id: number | null;
  status: string;
  evidence_due_by: string | null;
  closed_at: string | null;
  plans_held: boolean;
}

describe('disputes and card updates from the payment provider', () => {
  atShopDate(AWKWARD_DAYS.friday);
  const database = useTestDatabase({ seed: true });
  const db = () => database.db();
  const { owner, support } = useStaffRoles(database);
  const webhook = useRoute(webhookRoute);
  const list = useRoute(disputesRoute);
  const decide = useRoute(decisionRoute);

  /** Delivers every event the offline provider sent since the last delivery, signed. */
  async function deliverEvents() {
    const secret = await offlineWebhookSecret(db());
    for (const event of await takeOfflineEvents(db())) {
      const body = JSON.stringify(event);
      const answer = await webhook({
        method: 'POST',
        url: '/api/v3/webhooks/payments/',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signOfflineWebhook(body, secret),
        },
        body,
      });
      expect(answer.status).toBe(200);
    }
  }
  const disputesAs = async (token: string) =>
    (await list<{ results: DisputeJson[] }>({ url: '/api/admin/payments/disputes/', token })).json
      .results;
  const decision = (token: string, id: number, choice: string) =>
    decide<DisputeJson & { code?: string }>({
      method: 'POST',
      url: `/api/admin/payments/disputes/${id}/decision/`,
      params: { disputeId: String(id) },
      token,
      body: { decision: choice },
    });

  it('lists a dispute in the console and holds the plan’s next charge until an owner decides', async () => {
    await takeOfflineEvents(db()); // what the set-up sent: not this test's
    const { customer, subscription, order } = await createRenewedCustomer(db());
    const [payment] = await db().select().from(payments).where(eq(payments.id, order.paymentId!));
    await createOfflineDispute(db(), payment!.providerId);
    await deliverEvents();

    const [marked] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(marked!.disputedAt).not.toBeNull();
    const [listed] = await disputesAs(support.token);
    expect(listed).toMatchObject({
      order_id: order.id,
      status: 'needs_response',
      plans_held: true,
    });
    // Stripe's week to answer, from when the bank opened it (a moment ago on the clock).
    const due = new Date(listed!.evidence_due_by!).getTime() - clockNow().getTime();
    expect(due).toBeGreaterThan(7 * 24 * 3_600_000 - 120_000);
    expect(due).toBeLessThanOrEqual(7 * 24 * 3_600_000);

    // The next box comes due: the renewal run makes no order of the held plan, charges nothing.
    const [plan] = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    const chargeAt = new Date(`${chargeDay(plan!.nextDeliveryDate)}T17:00:00Z`);
    const provider = getPaymentProvider(db());
    expect(await runRenewals(db(), provider, chargeAt)).toMatchObject({ ordered: 0, charged: 0 });
    // An order made before the hold reached its plan: the charge step itself refuses it.
    const clock = runClockAt(chargeAt);
    const box = await priceDueBox(db(), plan!);
    const waiting = await createRenewalOrder(db(), { subscription: plan!, box, clock });
    expect(await chargeRenewal(db(), provider, { order: waiting!, clock })).toBe('held');
    const charges = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.customerId, customer.id), eq(payments.kind, 'payment')));
    expect(charges).toHaveLength(1);

    // Support sees it but may not decide; an owner resumes the plan, and that is audited.
    expect((await decision(support.token, listed!.id, 'resume')).status).toBe(403);
    expect((await decision(owner.token, listed!.id, 'maybe')).status).toBe(400);
    const resumed = await decision(owner.token, listed!.id, 'resume');
    expect(resumed.status).toBe(200);
    expect(resumed.json.plans_held).toBe(false);
    expect(await lastAuditBy(db(), owner.id)).toMatchObject({
      action: 'dispute.resume',
      targetType: 'dispute',
      targetId: String(listed!.id),
    });
    expect((await decision(owner.token, listed!.id, 'cancel')).status).toBe(409);
    const [held] = await db().select().from(orders).where(eq(orders.id, waiting!.id));
    const later = runClockAt(held!.retryAt!);
    expect(await chargeRenewal(db(), provider, { order: held!, clock: later })).toBe('paid');

    // The bank decides: the dispute is closed in the console.
    await closeOfflineDispute(db(), listed!.provider_id, 'lost');
    await deliverEvents();
    const [closed] = await disputesAs(support.token);
    expect(closed).toMatchObject({ id: listed!.id, status: 'lost', plans_held: false });
    expect(closed!.closed_at).not.toBeNull();
  });

  it('does not warn about a card the network refreshed with a new expiry', async () => {
    await takeOfflineEvents(db());
    const { customer } = await createSubscribedCustomer(db());
    const card = await saveCardOnFile(db(), customer.id);
    // The card on file runs out this month, before the next box's charge.
    const today = clockNow();
    await db()
      .update(paymentMethods)
      .set({ expMonth: today.getUTCMonth() + 1, expYear: today.getUTCFullYear() })
      .where(eq(paymentMethods.id, card.id));
    const warned = async () =>
      (await findCardExpiryWarnings(db(), clockNow())).some((unit) => unit.id === customer.id);
    expect(await warned()).toBe(true);

    const renewed = { exp_month: 8, exp_year: today.getUTCFullYear() + 4, last4: '1881' };
    await refreshOfflineCard(db(), card.card_token, renewed);
    await deliverEvents();
    expect(await warned()).toBe(false);
    const [stored] = await db().select().from(paymentMethods).where(eq(paymentMethods.id, card.id));
    expect(stored).toMatchObject({ expMonth: 8, expYear: renewed.exp_year, last4: '1881' });
  });
});
