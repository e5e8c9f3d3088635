import type { Database } from '@/server/db/client';
import type { TaxedLine, TaxJurisdictionLine, TaxRates } from '@/domain/tax';

/** The whole shipping address: the rates of a ZIP+4 can differ from its ZIP's. */
export interface TaxAddress {
  line1: string;
  line2: string | null;
  city: string;
  /** Two-letter state code. */
  state: string;
  /** ZIP (10118) or ZIP+4 (10118-0110). */
  postal_code: string;
}

export interface TaxLineInput {
  /** Unique within a calculation: which order line this is. */
  reference: string;
  /** Cents for the whole quantity, after any discount on it (credit is a tender: not taken off). */
  amount: number;
  quantity: number;
  /** The provider's product tax code (src/server/tax/tax-codes.ts). */
  tax_code: string;
}

export interface TaxCalculationInput {
  address: TaxAddress;
  lines: TaxLineInput[];
}

/** A provider's answer for one set of lines at one address. */
export interface TaxCalculation {
  /** `taxcalc_…`: the id a transaction is made from at capture. */
  id: string;
  provider: TaxProviderName;
  total_tax: number;
  lines: TaxedLine[];
  jurisdictions: TaxJurisdictionLine[];
  /** The provider knew only the state's part of this address's tax. */
  incomplete: boolean;
  expires_at: Date;
}

export type TaxProviderName = 'offline' | 'stripe';

export interface TaxReversalInput {
  /** The transaction recorded at capture. */
  transactionId: string;
  /** Unique per refund: a retried refund reverses once. */
  reference: string;
  /** Everything (mode full), or the refund's amount, tax included (mode partial). */
  full: boolean;
  refundCents: number;
}

/**
 * The tax provider port. Quotes (carts, My plan, renewal reminders, order views) use `ratesAt`;
 * checkout and renewals `calculate` the lines they charge, keep the calculation's id with the
 * order, `recordTransaction` once the money is captured and `reverse` it on a refund. Every
 * write carries an idempotency key, so a retry never records twice.
 */
export interface TaxProvider {
  readonly name: TaxProviderName;
  /** The jurisdictions and rates at an address for the shop's goods; none where not registered. */
  ratesAt(db: Database, address: TaxAddress): Promise<TaxRates>;
  calculate(
    db: Database,
    input: TaxCalculationInput,
    idempotencyKey: string,
  ): Promise<TaxCalculation>;
  recordTransaction(
    db: Database,
    input: { calculationId: string; reference: string },
  ): Promise<{ id: string }>;
  reverse(db: Database, input: TaxReversalInput): Promise<{ id: string }>;
  /** The states the shop collects tax in; `managedBy` says where that list is changed. */
  registrations(db: Database): Promise<{ states: string[]; managedBy: 'console' | 'stripe' }>;
}

/** A provider refused or failed a call; the message is for logs and staff, not customers. */
export class TaxProviderError extends Error {
  constructor(
    readonly code: 'calculation_expired' | 'not_found' | 'invalid_request' | 'provider_error',
    message: string,
  ) {
    super(message);
    this.name = 'TaxProviderError';
  }
}
