import { asc, desc, eq } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import {
  customers,
  pets,
  renewalConsents,
  type ConsentEvidence,
  type RenewalConsentRow,
} from '@/server/db/schema';
import type { RepeatQuote } from '@/domain/box-lines';
import type { RenewalConsentRecord, RenewalConsentView } from '@/contracts/consents';
import { firstRenewalChargeDate, renewalTerms } from '@/domain/renewal-terms';
import { chargeDay } from '@/domain/renewal-schedule';

export interface AgreedPlan {
  subscription_id: number;
  pet_id: number;
  pet_name: string;
  repeat: RepeatQuote;
}

/**
 * Writes one consent per plan of an agreement (an order or a reactivation), inside the caller's
 * transaction, the one that writes the subscriptions: either both exist or neither. The unique
 * (subscription, agreement) index makes a retry write nothing more.
 */
export async function recordConsents(
  tx: Database,
  input: {
    customerId: number;
    agreement: string;
    source: RenewalConsentRow['source'];
    orderId: number | null;
    evidence: ConsentEvidence;
    plans: AgreedPlan[];
    firstDelivery: string;
    taxKnown: boolean;
    /** A reactivated plan: its first charge is the box back itself. */
    restart?: boolean;
  },
): Promise<void> {
  if (input.plans.length === 0) return;
  const restart = input.restart ?? false;
  const text = renewalTerms(input.plans, input.firstDelivery, input.taxKnown, restart);
  await tx
    .insert(renewalConsents)
    .values(
      input.plans.map((plan) => ({
        customerId: input.customerId,
        subscriptionId: plan.subscription_id,
        petId: plan.pet_id,
        agreement: input.agreement,
        source: input.source,
        orderId: input.orderId,
        termsVersion: input.evidence.terms_version,
        termsText: text,
        everyWeeks: plan.repeat.every_weeks,
        boxSubtotalCents: plan.repeat.box.subtotal,
        boxTaxCents: plan.repeat.box.tax,
        boxTotalCents: plan.repeat.box.total,
        otherBoxTotalCents: plan.repeat.other_box?.total ?? null,
        firstChargeDate: restart
          ? chargeDay(input.firstDelivery)
          : firstRenewalChargeDate(input.firstDelivery, plan.repeat.every_weeks),
        acceptedAt: new Date(input.evidence.accepted_at),
        ipAddress: input.evidence.ip_address,
        userAgent: input.evidence.user_agent,
      })),
    )
    .onConflictDoNothing();
}

function toView(row: RenewalConsentRow, petName: string | null): RenewalConsentView {
  return {
    id: row.id,
    subscription_id: row.subscriptionId,
    pet_id: row.petId,
    pet_name: petName,
    source: row.source,
    order_id: row.orderId,
    terms_version: row.termsVersion,
    terms_text: row.termsText,
    every_weeks: row.everyWeeks,
    box_subtotal_cents: row.boxSubtotalCents,
    box_tax_cents: row.boxTaxCents,
    box_total_cents: row.boxTotalCents,
    other_box_total_cents: row.otherBoxTotalCents,
    first_charge_date: row.firstChargeDate,
    accepted_at: row.acceptedAt.toISOString(),
  };
}

async function consentRows(db: Database, customerId: number) {
  return db
    .select({ consent: renewalConsents, petName: pets.name })
    .from(renewalConsents)
    .leftJoin(pets, eq(pets.id, renewalConsents.petId))
    .where(eq(renewalConsents.customerId, customerId))
    .orderBy(desc(renewalConsents.acceptedAt), asc(renewalConsents.id));
}

/** GET /api/v3/customers/{id}/renewal_consents/: the customer's own agreements, newest first. */
export async function listOwnConsents(
  db: Database,
  customerId: number,
): Promise<RenewalConsentView[]> {
  return (await consentRows(db, customerId)).map(({ consent, petName }) =>
    toView(consent, petName),
  );
}

/** For staff: every field of the record, the address and browser included. */
export async function listConsentRecords(
  db: Database,
  customerId: number,
): Promise<RenewalConsentRecord[]> {
  return (await consentRows(db, customerId)).map(({ consent, petName }) => ({
    ...toView(consent, petName),
    customer_id: consent.customerId,
    ip_address: consent.ipAddress,
    user_agent: consent.userAgent,
  }));
}

/** For the console: the records of a customer that exists (404 otherwise). */
export async function listCustomerConsents(db: Database, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw new DomainError('not_found', 'No such customer.');
  return listConsentRecords(db, customerId);
}
