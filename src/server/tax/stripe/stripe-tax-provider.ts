import Stripe from 'stripe';
import type { Database } from '@/server/db/client';
import { TAX_LEVELS, type TaxJurisdictionLine, type TaxLevel, type TaxRates } from '@/domain/tax';
import { DEFAULT_TAX_CODE } from '../tax-codes';
import {
  TaxProviderError,
  type TaxAddress,
  type TaxCalculation,
  type TaxCalculationInput,
  type TaxProvider,
  type TaxReversalInput,
} from '../types';

/** The part of the Stripe SDK this adapter uses, with the SDK's own types. */
export interface StripeTaxClient {
  tax: {
    calculations: Pick<Stripe.Tax.CalculationResource, 'create'>;
    transactions: Pick<Stripe.Tax.TransactionResource, 'createFromCalculation' | 'createReversal'>;
    registrations: Pick<Stripe.Tax.RegistrationResource, 'list'>;
  };
}

/** A large round amount, so Stripe's rounding says nothing about the rates it reports. */
const RATE_PROBE_CENTS = 1_000_000;

/** "8.875" (Stripe's percentage_decimal) in parts per million, exactly. */
export function percentDecimalToPpm(decimal: string): number {
  const [whole = '0', fraction = ''] = decimal.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0').slice(0, 4));
}

const levelOf = (level: string): TaxLevel =>
  (TAX_LEVELS as readonly string[]).includes(level) ? (level as TaxLevel) : 'district';

function customerDetails(address: TaxAddress): Stripe.Tax.CalculationCreateParams.CustomerDetails {
  return {
    address: {
      line1: address.line1,
      line2: address.line2 || undefined,
      city: address.city,
      state: address.state,
      postal_code: address.postal_code,
      country: 'US',
    },
    address_source: 'shipping',
  };
}

/** Per-jurisdiction lines from the calculation's line items (expanded with their breakdown). */
function jurisdictionLines(calculation: Stripe.Tax.Calculation): TaxJurisdictionLine[] {
  const byName = new Map<string, TaxJurisdictionLine>();
  for (const item of calculation.line_items?.data ?? []) {
    for (const part of item.tax_breakdown ?? []) {
      if (!part.tax_rate_details) continue;
      const rate = percentDecimalToPpm(part.tax_rate_details.percentage_decimal);
      if (rate === 0 && part.amount === 0) continue;
      const key = `${part.jurisdiction.level}:${part.jurisdiction.display_name}`;
      const line = byName.get(key) ?? {
        level: levelOf(part.jurisdiction.level),
        name: part.jurisdiction.display_name,
        rate_ppm: rate,
        taxable_amount: 0,
        tax_amount: 0,
      };
      line.taxable_amount += part.taxable_amount;
      line.tax_amount += part.amount;
      byName.set(key, line);
    }
  }
  return [...byName.values()];
}

/**
 * Stripe Tax (production). Calculations at quote and checkout (their id is kept with the order
 * its payment paid for), a transaction made from the calculation at capture, a reversal (full or
 * partial) on refund; every write with an idempotency key. Where the shop collects is Stripe's
 * registrations: Stripe answers no tax where there is none.
 */
export class StripeTaxProvider implements TaxProvider {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: StripeTaxClient) {}

  async ratesAt(_db: Database, address: TaxAddress): Promise<TaxRates> {
    const calculation = await this.create(
      {
        address,
        lines: [
          { reference: 'rate', amount: RATE_PROBE_CENTS, quantity: 1, tax_code: DEFAULT_TAX_CODE },
        ],
      },
      undefined,
    );
    return {
      jurisdictions: jurisdictionLines(calculation).map(({ level, name, rate_ppm }) => ({
        level,
        name,
        rate_ppm,
      })),
      incomplete: false,
    };
  }

  async calculate(
    _db: Database,
    input: TaxCalculationInput,
    idempotencyKey: string,
  ): Promise<TaxCalculation> {
    const calculation = await this.create(input, idempotencyKey);
    const items = calculation.line_items?.data ?? [];
    return {
      id: calculation.id!,
      provider: 'stripe',
      total_tax: calculation.tax_amount_exclusive,
      lines: input.lines.map((line) => ({
        reference: line.reference,
        amount: line.amount,
        tax: items.find((item) => item.reference === line.reference)?.amount_tax ?? 0,
      })),
      jurisdictions: jurisdictionLines(calculation),
      incomplete: false,
      expires_at: new Date((calculation.expires_at ?? 0) * 1000),
    };
  }

  private async create(input: TaxCalculationInput, idempotencyKey: string | undefined) {
    try {
      return await this.stripe.tax.calculations.create(
        {
          currency: 'usd',
          customer_details: customerDetails(input.address),
          line_items: input.lines.map((line) => ({
            amount: line.amount,
            quantity: line.quantity,
            reference: line.reference,
            tax_code: line.tax_code,
            tax_behavior: 'exclusive',
          })),
          expand: ['line_items.data.tax_breakdown'],
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
    } catch (error) {
      throw providerError(error);
    }
  }

  async recordTransaction(
    _db: Database,
    input: { calculationId: string; reference: string },
  ): Promise<{ id: string }> {
    try {
      const transaction = await this.stripe.tax.transactions.createFromCalculation(
        { calculation: input.calculationId, reference: input.reference },
        { idempotencyKey: `tax-transaction-${input.reference}` },
      );
      return { id: transaction.id };
    } catch (error) {
      throw providerError(error);
    }
  }

  async reverse(_db: Database, input: TaxReversalInput): Promise<{ id: string }> {
    try {
      const reversal = await this.stripe.tax.transactions.createReversal(
        input.full
          ? { mode: 'full', original_transaction: input.transactionId, reference: input.reference }
          : {
              mode: 'partial',
              original_transaction: input.transactionId,
              reference: input.reference,
              // Stripe spreads it over the lines in proportion, tax included, as a negative.
              flat_amount: -input.refundCents,
            },
        { idempotencyKey: `tax-reversal-${input.reference}` },
      );
      return { id: reversal.id };
    } catch (error) {
      throw providerError(error);
    }
  }

  async registrations(_db: Database) {
    const states: string[] = [];
    try {
      for await (const registration of this.stripe.tax.registrations.list({
        status: 'active',
        limit: 100,
      })) {
        const state = registration.country_options.us?.state;
        if (registration.country === 'US' && state) states.push(state);
      }
    } catch (error) {
      throw providerError(error);
    }
    return { states: [...new Set(states)].sort(), managedBy: 'stripe' as const };
  }
}

function providerError(error: unknown): TaxProviderError {
  if (error instanceof Stripe.errors.StripeError)
    return new TaxProviderError(
      error.code === 'tax_calculation_expired'
        ? 'calculation_expired'
        : error instanceof Stripe.errors.StripeInvalidRequestError
          ? 'invalid_request'
          : 'provider_error',
      `Stripe Tax: ${error.message}`,
    );
  return new TaxProviderError('provider_error', `Stripe Tax: ${String(error)}`);
}
