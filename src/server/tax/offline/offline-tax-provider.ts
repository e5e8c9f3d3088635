import { eq } from 'drizzle-orm';
import { clockNow } from '@/server/clock';
import type { Database } from '@/server/db/client';
import { taxCalculations, taxRegistrations } from '@/server/db/schema';
import { NO_TAX, taxLines, type TaxJurisdiction, type TaxRates } from '@/domain/tax';
import { isSupportedState } from '@/domain/us-states';
import {
  type TaxAddress,
  type TaxCalculation,
  type TaxCalculationInput,
  type TaxProvider,
  type TaxReversalInput,
} from '../types';
import { LOCALITIES, STATE_RATES } from './jurisdictions';
import { digest, recordOfflineTransaction, reverseOfflineTransaction } from './offline-tax-ledger';

/** Stripe keeps a tax calculation for 90 days; a transaction cannot be made from it after. */
export const CALCULATION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;

const zip5 = (postalCode: string) => postalCode.trim().slice(0, 5);

/**
 * The jurisdictions at an address by the offline data (jurisdictions.ts): the state's rate, plus
 * the local taxes of a listed place; a state with local taxes the data does not list for this
 * ZIP gives the state's rate alone, flagged incomplete.
 */
export function offlineRatesAt(address: Pick<TaxAddress, 'state' | 'postal_code'>): TaxRates {
  const state = address.state.trim().toUpperCase();
  if (!isSupportedState(state)) return { jurisdictions: [], incomplete: true };
  const base = STATE_RATES[state];
  const stateLine: TaxJurisdiction = { level: 'state', name: base.name, rate_ppm: base.rate_ppm };
  const zip = zip5(address.postal_code);
  const place = LOCALITIES.find(
    (locality) =>
      locality.state === state && locality.zips.some(([from, to]) => zip >= from && zip <= to),
  );
  const jurisdictions = [stateLine, ...(place?.local ?? [])].filter((line) => line.rate_ppm > 0);
  return { jurisdictions, incomplete: !place && base.localTaxes };
}

/**
 * The registered states, kept per database for REGISTRATIONS_TTL_MS so a quote costs no query
 * (a read budget counts them); a change made in this process forgets them at once, another web
 * instance sees it within the TTL, like the catalogue's prices.
 */
const REGISTRATIONS_TTL_MS = 30_000;
let registered = new WeakMap<Database, { states: Set<string>; at: number }>();

export function forgetTaxRegistrations(): void {
  registered = new WeakMap();
}

async function registeredStates(db: Database): Promise<Set<string>> {
  const hit = registered.get(db);
  if (hit && performance.now() - hit.at < REGISTRATIONS_TTL_MS) return hit.states;
  const rows = await db.select({ state: taxRegistrations.state }).from(taxRegistrations);
  const states = new Set(rows.map((row) => row.state));
  registered.set(db, { states, at: performance.now() });
  return states;
}

/**
 * THE OFFLINE TAX PROVIDER: a stand-in for Stripe Tax in local runs, tests and demos (refused in
 * production). It answers like Stripe Tax does for the documented jurisdictions of its data file,
 * taxes only in the states registered in the console (Stripe: its registrations), keeps its
 * calculations 90 days and keeps a ledger of transactions and reversals that refuses what Stripe
 * refuses (offline-tax-ledger.ts). Ids are deterministic: the same request under the same
 * idempotency key is the same calculation.
 */
export class OfflineTaxProvider implements TaxProvider {
  readonly name = 'offline' as const;

  async ratesAt(db: Database, address: TaxAddress): Promise<TaxRates> {
    const states = await registeredStates(db);
    return states.has(address.state.trim().toUpperCase()) ? offlineRatesAt(address) : NO_TAX;
  }

  async calculate(
    db: Database,
    input: TaxCalculationInput,
    idempotencyKey: string,
  ): Promise<TaxCalculation> {
    const rates = await this.ratesAt(db, input.address);
    const result = { ...taxLines(input.lines, rates), incomplete: rates.incomplete };
    const id = `taxcalc_${digest(idempotencyKey, JSON.stringify(input))}`;
    const expiresAt = new Date(clockNow().getTime() + CALCULATION_LIFETIME_MS);
    await db
      .insert(taxCalculations)
      .values({
        id,
        address: { ...input.address, line2: input.address.line2 || null },
        result,
        expiresAt,
      })
      .onConflictDoNothing();
    const [stored] = await db.select().from(taxCalculations).where(eq(taxCalculations.id, id));
    return { id, provider: 'offline', ...stored!.result, expires_at: stored!.expiresAt };
  }

  recordTransaction(
    db: Database,
    input: { calculationId: string; reference: string },
  ): Promise<{ id: string }> {
    return recordOfflineTransaction(db, input);
  }

  reverse(db: Database, input: TaxReversalInput): Promise<{ id: string }> {
    return reverseOfflineTransaction(db, input);
  }

  async registrations(db: Database) {
    const rows = await db
      .select({ state: taxRegistrations.state })
      .from(taxRegistrations)
      .orderBy(taxRegistrations.state);
    return { states: rows.map((row) => row.state), managedBy: 'console' as const };
  }
}
