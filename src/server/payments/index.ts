import { serverEnv } from '@/env/server';
import type { Database } from '@/server/db/client';
import type { PaymentProvider } from './provider';
import { selectPaymentProvider } from './select-provider';

export type { PaymentProvider } from './provider';
export * from './types';
export { toShopPaymentStatus } from './status';
export { OfflinePaymentProvider } from './offline/offline-provider';
export {
  completeOfflineAuthentication,
  completeOfflineSetupAuthentication,
} from './offline/offline-authentication';
export { buildOfflineEvent, signOfflineWebhook } from './offline/webhook-signature';
export { offlineWebhookSecret } from './offline/offline-webhook-secret';
export { PENDING_REFUND_CENTS, settleOfflineRefund } from './offline/offline-refunds';
export { createCard as createOfflineCard } from './offline/offline-payment-methods';
export { takeOfflineEvents, type DeliveryPlan } from './offline/offline-events';
export { closeOfflineDispute, createOfflineDispute } from './offline/offline-disputes';
export {
  refreshOfflineCard,
  setOfflineThreeDSecureMode,
  type ThreeDSecureMode,
} from './offline/offline-test-controls';
export { StripePaymentProvider } from './stripe/stripe-provider';

/** The configured provider: Stripe when its keys are set, else offline (refused in production). */
export function getPaymentProvider(db: Database): PaymentProvider {
  return selectPaymentProvider(db, serverEnv());
}
