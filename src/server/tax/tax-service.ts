import type { Database } from '@/server/db/client';
import { orderTaxLines, type OrderAddress } from '@/server/db/schema';
import { NO_TAX, taxableAmounts, type TaxRates } from '@/domain/tax';
import { getTaxProvider } from './index';
import { taxCodeOf } from './tax-codes';
import type { TaxAddress, TaxCalculation, TaxProvider } from './types';

/**
 * The shop's one way to tax: every quote (carts, checkout, My plan, renewals, reactivation, Add
 * Pup, order views) asks `taxRatesFor`, and checkout and renewals `calculateOrderTax` for what
 * they charge, through the configured provider (src/server/tax: Stripe Tax or the offline
 * stand-in). Nothing else decides a rate.
 */

type AddressLike =
  | Pick<OrderAddress, 'address1' | 'address2' | 'city' | 'state' | 'zip_code'>
  | { address1: string; address2: string | null; city: string; state: string; zipCode: string };

/** The provider's view of a saved, typed or order address. */
export function taxAddressOf(address: AddressLike): TaxAddress {
  return {
    line1: address.address1,
    line2: address.address2 || null,
    city: address.city,
    state: address.state.trim().toUpperCase(),
    postal_code: 'zipCode' in address ? address.zipCode : address.zip_code,
  };
}

/** Whether two addresses are the same for tax (jsonb keeps keys in its own order). */
export function sameTaxAddress(a: TaxAddress | null, b: TaxAddress | null): boolean {
  if (!a || !b) return a === b;
  return (
    a.line1 === b.line1 &&
    (a.line2 || null) === (b.line2 || null) &&
    a.city === b.city &&
    a.state === b.state &&
    a.postal_code === b.postal_code
  );
}

/** Stripe answers a rate question with an HTTP call: a quote reuses its answer a few minutes. */
const RATES_TTL_MS = 10 * 60 * 1000;
const remembered = new Map<string, { rates: TaxRates; at: number }>();

/** The rates at an address (no address yet: none, and the quote says tax is added later). */
export async function taxRatesFor(
  db: Database,
  address: TaxAddress | null,
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxRates> {
  if (!address) return NO_TAX;
  if (provider.name === 'offline') return provider.ratesAt(db, address);
  const key = [address.line1, address.line2, address.city, address.state, address.postal_code].join(
    '|',
  );
  const hit = remembered.get(key);
  if (hit && performance.now() - hit.at < RATES_TTL_MS) return hit.rates;
  const rates = await provider.ratesAt(db, address);
  remembered.set(key, { rates, at: performance.now() });
  return rates;
}

export interface ChargedLine {
  sku: string;
  product_type: string;
  quantity: number;
  total_cents: number;
}

/**
 * The provider's calculation for the lines an order charges, the box's discount spread over them
 * as the quote spread it (src/domain/tax.ts). Its id is kept with the order, and a transaction is
 * made from it at capture (tax-records.ts).
 */
export function calculateOrderTax(
  db: Database,
  input: { address: TaxAddress; lines: ChargedLine[]; discount: number; idempotencyKey: string },
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxCalculation> {
  const amounts = taxableAmounts(
    input.lines.map((line) => line.total_cents),
    input.discount,
  );
  return provider.calculate(
    db,
    {
      address: input.address,
      lines: input.lines.map((line, index) => ({
        reference: `${index + 1}:${line.sku}`,
        amount: amounts[index]!,
        quantity: line.quantity,
        tax_code: taxCodeOf(line.product_type),
      })),
    },
    input.idempotencyKey,
  );
}

/** The order's jurisdiction lines and its calculation, written with the order (placeOrder). */
export async function writeOrderTax(tx: Database, orderId: number, tax: TaxCalculation) {
  if (tax.jurisdictions.length > 0)
    await tx.insert(orderTaxLines).values(
      tax.jurisdictions.map((line) => ({
        orderId,
        level: line.level,
        name: line.name,
        ratePpm: line.rate_ppm,
        taxableCents: line.taxable_amount,
        taxCents: line.tax_amount,
        incomplete: tax.incomplete,
      })),
    );
}
