import type { PaymentProvider } from '../provider';

export interface ProviderLatency {
  latencyMs: number;
  /** Each call waits latencyMs ± up to this much, evenly spread. */
  jitterMs: number;
}

export interface LatencyClock {
  /** Waits this many milliseconds (tests pass a fake that records and resolves at once). */
  sleep(ms: number): Promise<void>;
  /** A number in [0, 1), as Math.random. */
  random(): number;
}

const realClock: LatencyClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

/** The wait before one call: the latency moved by the jitter, never below zero. */
export function delayFor({ latencyMs, jitterMs }: ProviderLatency, random: () => number): number {
  return Math.max(0, Math.round(latencyMs + (random() * 2 - 1) * jitterMs));
}

/**
 * The offline provider as far away as a real one (OFFLINE_PROVIDER_LATENCY_MS): every call to it
 * waits first, so benchmarks see renewals bound by the provider's latency as they are in
 * production. Webhook parsing is local (a signature check) and waits for nothing. The wait holds
 * no database connection: it happens before the call opens its transaction.
 */
export function withLatency(
  provider: PaymentProvider,
  latency: ProviderLatency,
  clock: LatencyClock = realClock,
): PaymentProvider {
  const later =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await clock.sleep(delayFor(latency, clock.random));
      return call.apply(provider, args);
    };
  return {
    name: provider.name,
    createCustomer: later(provider.createCustomer),
    deleteCustomer: later(provider.deleteCustomer),
    createPaymentIntent: later(provider.createPaymentIntent),
    updatePaymentIntent: later(provider.updatePaymentIntent),
    retrievePaymentIntent: later(provider.retrievePaymentIntent),
    confirmPaymentIntent: later(provider.confirmPaymentIntent),
    capturePaymentIntent: later(provider.capturePaymentIntent),
    cancelPaymentIntent: later(provider.cancelPaymentIntent),
    createSetupIntent: later(provider.createSetupIntent),
    retrieveSetupIntent: later(provider.retrieveSetupIntent),
    confirmSetupIntent: later(provider.confirmSetupIntent),
    cancelSetupIntent: later(provider.cancelSetupIntent),
    retrievePaymentMethod: later(provider.retrievePaymentMethod),
    attachPaymentMethod: later(provider.attachPaymentMethod),
    detachPaymentMethod: later(provider.detachPaymentMethod),
    chargeOffSession: later(provider.chargeOffSession),
    refund: later(provider.refund),
    retrieveRefund: later(provider.retrieveRefund),
    retrieveDispute: later(provider.retrieveDispute),
    constructEvent: (rawBody, signatureHeader) => provider.constructEvent(rawBody, signatureHeader),
  };
}
