import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { selectPaymentProvider } from '../select-provider';
import type { PaymentProvider } from '../provider';
import { OfflinePaymentProvider } from './offline-provider';
import { delayFor, withLatency, type LatencyClock } from './provider-latency';

/** A clock whose waits are recorded and end only when the test says so. */
function manualClock(randoms: number[]) {
  const waits: Array<{ ms: number; end: () => void }> = [];
  const clock: LatencyClock = {
    sleep: (ms) => new Promise<void>((resolve) => waits.push({ ms, end: resolve })),
    random: () => randoms.shift() ?? 0.5,
  };
  return { clock, waits };
}

const intent = { id: 'pi_1', status: 'succeeded' } as Awaited<
  ReturnType<PaymentProvider['retrievePaymentIntent']>
>;

/** A provider that records the calls that reached it. */
function recordingProvider() {
  const calls: string[] = [];
  const provider = {
    name: 'offline',
    async retrievePaymentIntent(id: string) {
      calls.push(`retrieve ${id}`);
      return intent;
    },
    async chargeOffSession() {
      calls.push('charge');
      return intent;
    },
    constructEvent: () => ({ id: 'evt_1', type: 'ping', data: { object: {} } }),
  } as unknown as PaymentProvider;
  return { provider, calls };
}

describe('offline provider latency', () => {
  it('spreads the delay evenly over latency ± jitter, never below zero', () => {
    const latency = { latencyMs: 300, jitterMs: 60 };
    expect(delayFor(latency, () => 0)).toBe(240);
    expect(delayFor(latency, () => 0.5)).toBe(300);
    expect(delayFor(latency, () => 0.999999)).toBe(360);
    expect(delayFor({ latencyMs: 10, jitterMs: 10 }, () => 0)).toBe(0);
  });

  it('waits before each call reaches the provider, then answers as the provider does', async () => {
    const { provider, calls } = recordingProvider();
    const { clock, waits } = manualClock([0, 1 - 1e-9]);
    const slow = withLatency(provider, { latencyMs: 300, jitterMs: 60 }, clock);

    const retrieved = slow.retrievePaymentIntent('pi_1');
    const charged = slow.chargeOffSession({
      amount: 100,
      customer: 'cus_1',
      paymentMethod: 'pm_card_visa',
      idempotencyKey: 'k',
    });
    await Promise.resolve();
    expect(waits.map((wait) => wait.ms)).toEqual([240, 360]);
    expect(calls).toEqual([]);

    waits[1]!.end();
    await expect(charged).resolves.toBe(intent);
    expect(calls).toEqual(['charge']);
    waits[0]!.end();
    await expect(retrieved).resolves.toBe(intent);
    expect(calls).toEqual(['charge', 'retrieve pi_1']);
  });

  it('checks webhook signatures at once: nothing to wait for', async () => {
    const { provider } = recordingProvider();
    const { clock, waits } = manualClock([]);
    const slow = withLatency(provider, { latencyMs: 300, jitterMs: 0 }, clock);
    expect((await slow.constructEvent('{}', 'sig')).id).toBe('evt_1');
    expect(waits).toEqual([]);
    expect(slow.name).toBe('offline');
  });

  it('is chosen with the offline provider when OFFLINE_PROVIDER_LATENCY_MS is set, only then', () => {
    const db = {} as Database;
    const env = {
      isProduction: false,
      stripeSecretKey: undefined,
      stripePublishableKey: undefined,
      stripeWebhookSecret: undefined,
    };
    expect(selectPaymentProvider(db, env)).toBeInstanceOf(OfflinePaymentProvider);
    const slow = selectPaymentProvider(db, {
      ...env,
      offlineProviderLatency: { latencyMs: 300, jitterMs: 60 },
    });
    expect(slow).not.toBeInstanceOf(OfflinePaymentProvider);
    expect(slow.name).toBe('offline');
  });
});
