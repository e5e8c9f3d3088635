import { serverEnv } from '@/env/server';
import { OfflineCarrierProvider } from './offline/offline-carrier';
import type { CarrierProvider } from './types';

export type { CarrierEvent, CarrierProvider } from './types';
export { CarrierWebhookError } from './types';
export { OfflineCarrierProvider } from './offline/offline-carrier';
export { signCarrierWebhook } from './offline/offline-signature';

/**
 * The configured carrier adapter. Only the offline one exists: it is allowed in production,
 * where it means "staff enter tracking numbers, news comes from signed events in our format"
 * (docs/operations.md); its test mode is reached only through the e2e routes.
 */
export function getCarrierProvider(): CarrierProvider {
  return new OfflineCarrierProvider(serverEnv().carrierWebhookSecret ?? null);
}
