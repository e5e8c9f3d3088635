import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbForTests, type Database, type DatabaseHandle } from '@/server/db/client';
import { carts, orders, outboxEmails, payments, subscriptions } from '@/server/db/schema';
import { OfflinePaymentProvider } from '@/server/payments';
import { sweepCheckouts } from '@/server/services/checkout/checkout-sweeper';
import {
  confirmPayment,
  initiatePayment,
} from '@/server/services/payments/payment-intents-service';
import { createPaymentMethod } from '@/server/services/payments/payment-methods-service';
import type { CrashPlanStep } from '../helpers/checkout-crash-child';
import { customerReadyToPay } from '../helpers/checkout-fixtures';
import { useCheckout } from '../helpers/held-payment';
import { createOnDiskDatabase, type OnDiskDatabase } from '../helpers/on-disk-database';
import { clockNowMs } from '@/server/clock';

/**
 * A server killed (SIGKILL) in the middle of concurrent checkouts, some stopped right before the
 * capture and some right after it, then restarted over the same database: every checkout is
 * finished by its retry or by the sweeper, or undone and free to be paid again. Never stuck,
 * never doubled.
 */
// Each test starts a child process that compiles the checkout services with tsx before it gets
// anywhere: on a busy 2-core machine that alone can take most of the default 30 s.
describe('checkout cut off by a crash', { timeout: 90_000 }, () => {
  let handle: DatabaseHandle | undefined;
  let database: OnDiskDatabase;
  const retry = useCheckout();

  const open = () => {
    handle = database.open();
    setDbForTests(handle);
    return handle.db;
  };
  const close = async () => {
    setDbForTests(undefined);
    await handle?.close();
    handle = undefined;
  };
  const db = (): Database => handle!.db;
  const provider = () => new OfflinePaymentProvider(db(), 'whsec_crash_test');

  beforeAll(async () => {
    database = await createOnDiskDatabase('checkout-crash');
    open();
  });

  afterAll(async () => {
    await close();
    await database.drop();
  });

  /** A customer with a confirmed hold on a card for the cart. */
  async function heldCheckout() {
    const ready = await customerReadyToPay(db());
    const card = await createPaymentMethod(db(), provider(), ready.customer.id, {
      card_token: 'pm_card_visa',
    });
    const started = await initiatePayment(db(), provider(), ready.customer.id, {
      cart_id: ready.cart.cart_id,
      payment_method_id: card.id,
    });
    const held = await confirmPayment(db(), provider(), ready.customer.id, started.transaction_id, {
      payment_method_id: card.id,
    });
    expect(held.status).toBe('authorized');
    return { ...ready, card, transactionId: started.transaction_id };
  }

  /** Runs the checkouts in a child process and kills it once each reached its stop. */
  async function crashDuring(plan: CrashPlanStep[]) {
    await close();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(process.cwd(), 'tests/helpers/checkout-crash-child.ts')],
      {
        env: {
          ...process.env,
          CRASH_PLAN: JSON.stringify(plan),
          ...(database.isPostgres
            ? { CRASH_DATABASE_URL: database.target }
            : { CRASH_PGLITE_DIR: database.target }),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No stop reached: ${errors}`)), 90_000);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (
          output.split('\n').filter((line) => line.startsWith('stopped ')).length === plan.length
        ) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.on('exit', () => {
        clearTimeout(timer);
        reject(new Error(`The checkout process ended on its own: ${output} ${errors}`));
      });
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    open();
  }

  const intentOf = (transactionId: string) =>
    provider().retrievePaymentIntent(transactionId.split('_secret_')[0]!);
  /** Time passes: the leases of the dead process's checkouts run out. */
  const leasesRunOut = () =>
    db()
      .update(orders)
      .set({ retryAt: sql`now() - interval '1 second'` })
      .where(eq(orders.kind, 'first_box'));

  async function expectPaidOnce(customer: { id: number; email: string }, transactionId: string) {
    const made = await db().select().from(orders).where(eq(orders.customerId, customer.id));
    expect(made).toHaveLength(1);
    expect(made[0]!.status).toBe('paid');
    const intent = await intentOf(transactionId);
    expect(intent.status).toBe('succeeded');
    expect(intent.amount_received).toBe(made[0]!.totalCents);
    const [payment] = await db().select().from(payments).where(eq(payments.providerId, intent.id));
    expect(payment!.status).toBe('succeeded');
    const subs = await db()
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id));
    expect(subs).toHaveLength(1);
    const mail = await db()
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, customer.email), eq(outboxEmails.kind, 'order_confirmation')));
    expect(mail).toHaveLength(1);
    const [cart] = await db().select().from(carts).where(eq(carts.customerId, customer.id));
    expect(cart!.subscriptions).toEqual({});
    return made[0]!;
  }

  it('a retry of each checkout finishes it: captured or not, one paid order and one charge', async () => {
    const stops = ['before-capture', 'after-capture', 'before-capture', 'after-capture'] as const;
    const held = [];
    for (const stopAt of stops) held.push({ ...(await heldCheckout()), stopAt });
    await crashDuring(held.map((one) => ({ ...one, customerId: one.customer.id })));
    // What the dead process left: claimed orders, holds not captured, charges taken unrecorded.
    const intents = await Promise.all(held.map((one) => intentOf(one.transactionId)));
    expect(intents.map((intent) => intent.status)).toEqual([
      'requires_capture',
      'succeeded',
      'requires_capture',
      'succeeded',
    ]);
    const stuck = await db().select().from(orders).where(eq(orders.kind, 'first_box'));
    expect(stuck.map((order) => order.status)).toEqual(stops.map(() => 'processing'));

    await leasesRunOut();
    const answers = await Promise.all(
      held.map((one) => retry(one.customer.id, one.token, one.transactionId)),
    );
    expect(answers.map((answer) => [answer.status, answer.json.status])).toEqual(
      stops.map(() => [200, 'paid']),
    );
    for (const one of held) {
      const order = await expectPaidOnce(one.customer, one.transactionId);
      // Replayed again: the same order, nothing more charged, written or sent.
      const replay = await retry(one.customer.id, one.token, one.transactionId);
      expect(replay.json.id).toBe(order.id);
      await expectPaidOnce(one.customer, one.transactionId);
    }
  });

  it('the sweeper finishes a captured checkout and releases one not captured, free to pay again', async () => {
    const beforeCapture = await heldCheckout();
    const afterCapture = await heldCheckout();
    await crashDuring([
      { ...beforeCapture, customerId: beforeCapture.customer.id, stopAt: 'before-capture' },
      { ...afterCapture, customerId: afterCapture.customer.id, stopAt: 'after-capture' },
    ]);
    // Within the dead request's lease the sweeper leaves its checkouts alone.
    const leases = await db()
      .select({ end: orders.retryAt })
      .from(orders)
      .where(eq(orders.status, 'processing'));
    expect(leases).toHaveLength(2);
    const withinLease = new Date(Math.min(...leases.map(({ end }) => end!.getTime())) - 1000);
    expect(await sweepCheckouts(db(), provider(), withinLease)).toMatchObject({
      finished: 0,
      released: 0,
    });

    const later = new Date(clockNowMs() + 60_000);
    expect(await sweepCheckouts(db(), provider(), later)).toMatchObject({
      finished: 1,
      released: 1,
      pending: 0,
    });
    await expectPaidOnce(afterCapture.customer, afterCapture.transactionId);
    const released = await intentOf(beforeCapture.transactionId);
    expect(released).toMatchObject({ status: 'canceled', amount_received: 0 });
    expect(
      await db().select().from(orders).where(eq(orders.customerId, beforeCapture.customer.id)),
    ).toEqual([]);
    // A second run changes nothing.
    expect(await sweepCheckouts(db(), provider(), later)).toMatchObject({
      finished: 0,
      released: 0,
      pending: 0,
    });
    await expectPaidOnce(afterCapture.customer, afterCapture.transactionId);

    // The released hold cannot be charged; the customer pays again and gets the order.
    const stale = await retry(
      beforeCapture.customer.id,
      beforeCapture.token,
      beforeCapture.transactionId,
    );
    expect(stale.status).toBe(422);
    expect(stale.json.code).toBe('payment_error');
    const again = await initiatePayment(db(), provider(), beforeCapture.customer.id, {
      cart_id: beforeCapture.cart.cart_id,
      payment_method_id: beforeCapture.card.id,
    });
    expect(again.transaction_id).not.toBe(beforeCapture.transactionId);
    await confirmPayment(db(), provider(), beforeCapture.customer.id, again.transaction_id, {
      payment_method_id: beforeCapture.card.id,
    });
    const placed = await retry(
      beforeCapture.customer.id,
      beforeCapture.token,
      again.transaction_id,
    );
    expect(placed.status).toBe(200);
    await expectPaidOnce(beforeCapture.customer, again.transaction_id);
  });
});
