import type { ApiError } from '@/lib/api-client/errors';

/** What a card form gives checkout: a provider payment method id, or a typed error. */
export type CollectResult = { ok: true; token: string } | { ok: false; error: ApiError };

export interface CardCollector {
  /**
   * Shows the fields' own problems (missing or malformed) without sending the card anywhere, so
   * checkout can check every section at once; false when something needs fixing. Card forms that
   * report such problems themselves as they are typed (Stripe's) need not have it.
   */
  check?(): boolean;
  collect(): Promise<CollectResult>;
  /** Completes a bank's extra check (3-D Secure) for an intent's client secret. */
  authenticate(clientSecret: string): Promise<{ ok: true } | { ok: false; error: ApiError }>;
}
