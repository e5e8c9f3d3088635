import type { Database } from '@/server/db/client';
import { clockNowMs } from '@/server/clock';
import type { ProviderDispute, ProviderEvent, ProviderPaymentIntent } from '../types';
import { newId } from './ids';
import { invalidRequest } from './offline-errors';
import { recordOfflineEvent } from './offline-events';
import { insertObject, loadObject, saveObject } from './offline-store';

/** Stripe gives the merchant about a week (7 to 21 days by network) to answer a dispute. */
const EVIDENCE_DAYS = 7;

const asEvent = (dispute: ProviderDispute) => ({
  object: 'dispute',
  ...dispute,
  evidence_details: { due_by: dispute.evidence_due_by },
});

/**
 * The cardholder disputes a captured payment with their bank, as Stripe's test card
 * 4000 0000 0000 0259 does after the charge: a dispute `needs_response` with its evidence due
 * date, and `charge.dispute.created`. Returns that event.
 */
export function createOfflineDispute(
  db: Database,
  paymentIntentId: string,
  reason = 'fraudulent',
): Promise<ProviderEvent> {
  return db.transaction(async (tx) => {
    const intent = await loadObject<ProviderPaymentIntent>(tx, paymentIntentId, 'payment_intent', {
      label: 'payment_intent',
    });
    if (intent.status !== 'succeeded')
      throw invalidRequest('charge_not_disputable', `${intent.id} has no charge to dispute.`);
    const dispute = await insertObject<ProviderDispute>(tx, 'dispute', {
      id: newId('dp'),
      amount: intent.amount_received,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      evidence_due_by: Math.floor(clockNowMs() / 1000) + EVIDENCE_DAYS * 24 * 60 * 60,
    });
    return recordOfflineEvent(tx, 'charge.dispute.created', asEvent(dispute));
  });
}

/** The bank decides: `charge.dispute.closed` with the dispute won or lost. */
export function closeOfflineDispute(
  db: Database,
  disputeId: string,
  outcome: 'won' | 'lost',
): Promise<ProviderEvent> {
  return db.transaction(async (tx) => {
    const dispute = await loadObject<ProviderDispute>(tx, disputeId, 'dispute', {
      label: 'dispute',
      lock: true,
    });
    const closed = await saveObject(tx, { ...dispute, status: outcome });
    return recordOfflineEvent(tx, 'charge.dispute.closed', asEvent(closed));
  });
}
