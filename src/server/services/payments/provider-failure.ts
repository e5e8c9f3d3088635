import { DomainError } from '@/server/errors';
import { reportError } from '@/server/monitoring/report-error';
import type { PaymentProviderError } from '@/server/payments';

/**
 * The payment provider failed on its side (an outage, a 5xx, no answer): the customer is told
 * so in the spec's words (payment_provider_error), never that their card was declined, and the
 * failure is reported, since it is ours to notice, not theirs.
 */
export function providerUnavailable(error: PaymentProviderError, where: string): DomainError {
  reportError(error, { where, providerCode: error.code });
  return new DomainError('payment_provider_error');
}
