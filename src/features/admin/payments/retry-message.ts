import type { CareStatus } from '../customers/use-care-action';

export interface RetryAnswer {
  outcome: string;
  status: string;
  failure: string | null;
}

/**
 * What "Retry now" says: the charge's real outcome, read from the order's status after it (a
 * retry that answers 200 may still have been declined), never a success it did not have.
 */
export function retryMessage(orderId: number, answer: RetryAnswer): CareStatus {
  if (answer.status === 'paid')
    return {
      ok: true,
      text:
        answer.outcome === 'nothing_due'
          ? `Order #${orderId} is paid: nothing was due.`
          : `Order #${orderId} was charged and is paid.`,
    };
  if (answer.status === 'requires_action')
    return {
      ok: false,
      text: `Order #${orderId} was not charged: the bank wants the customer to confirm it. They have been asked to.`,
    };
  const why = answer.failure ?? answer.outcome.replaceAll('_', ' ');
  return {
    ok: false,
    text: `Order #${orderId} was not charged: ${why.replace(/\.$/, '')}.`,
  };
}
