import { serverEnv } from '@/env/server';
import { selectTaxProvider } from './select-tax-provider';
import type { TaxProvider } from './types';

export type { TaxCalculation, TaxProvider } from './types';

/** The configured provider: Stripe Tax when the Stripe keys are set, else offline (not in production). */
export function getTaxProvider(): TaxProvider {
  return selectTaxProvider(serverEnv());
}
