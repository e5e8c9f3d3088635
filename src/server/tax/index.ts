import { serverEnv } from '@/env';
import { selectTaxProvider } from './select-tax-provider';
import type { TaxProvider } from './types';

export type { TaxAddress, TaxCalculation, TaxProvider, TaxProviderName } from './types';
export { TaxProviderError } from './types';

/** The configured provider: Stripe Tax when the Stripe keys are set, else offline (not in production). */
export function getTaxProvider(): TaxProvider {
  return selectTaxProvider(serverEnv());
}
