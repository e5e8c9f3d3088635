import type { ProviderIntentStatus } from '@/server/payments/types';

/**
 * Rules for the cards a customer keeps on file. A card is kept only once the bank accepted it,
 * as Stripe's `setup_future_usage` does: a payment held or taken, or a setup intent succeeded.
 * A card that was declined, or that still waits for 3-D Secure, is not kept.
 */

/** Stripe's intent statuses (payment and setup intents share them), as the providers give them. */
export type IntentStatus = ProviderIntentStatus;

/** Whether an intent in this status proves the card good enough to keep on file. */
export function keepsCardOnFile(status: IntentStatus): boolean {
  return status === 'requires_capture' || status === 'succeeded';
}

export type PlanStatus = 'active' | 'paused' | 'cancelled';

export interface CardOnFile {
  id: number;
  isDefault: boolean;
  /** Newer cards have higher ids. */
}

/**
 * Why a saved card may not be removed, or null when it may. The default card pays for every box
 * of a plan that is still running (a paused plan resumes on its own and is charged too), so it
 * stays until another card is made the default or the plans are cancelled.
 */
export function cardRemovalRefusal(
  card: CardOnFile,
  planStatuses: readonly PlanStatus[],
): string | null {
  if (card.isDefault && planStatuses.some((status) => status !== 'cancelled'))
    return 'This card pays for your plan. Make another card the default before removing it.';
  return null;
}

/** After removing the default card, the newest card left becomes the default (null if none). */
export function nextDefaultCard(cards: readonly CardOnFile[], removedId: number): number | null {
  const left = cards.filter((card) => card.id !== removedId);
  if (left.length === 0 || left.some((card) => card.isDefault)) return null;
  return Math.max(...left.map((card) => card.id));
}
