import type { ApiError } from '@/lib/api-client/errors';

/** What a card form gives checkout: a provider payment method id, or a typed error. */
export type CollectResult = { ok: true; token: string } | { ok: false; error: ApiError };

export interface CardCollector {
  collect(): Promise<CollectResult>;
  /** Completes a bank's extra check (3-D Secure) for an intent's client secret. */
  authenticate(clientSecret: string): Promise<{ ok: true } | { ok: false; error: ApiError }>;
}
