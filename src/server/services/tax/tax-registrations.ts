import { notInArray } from 'drizzle-orm';
import type { TaxRegistrationsInput, TaxRegistrationsView } from '@/contracts/admin/tax';
import { recordAudit } from '@/server/admin/audit';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { taxRegistrations } from '@/server/db/schema';
import { getTaxProvider, type TaxProvider } from '@/server/tax';
import { forgetTaxRegistrations } from '@/server/tax/offline/offline-tax-provider';

/** The states the shop collects sales tax in, from the tax provider (Stripe's or this list). */
export async function listTaxRegistrations(
  db: Database,
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxRegistrationsView> {
  const { states, managedBy } = await provider.registrations(db);
  return { states, managed_by: managedBy };
}

/**
 * Sets the list (owners, audited in the same transaction). With Stripe Tax the list is Stripe's:
 * registrations are added in Stripe's dashboard, so this answers 409 rather than keep a list
 * that would decide nothing.
 */
export async function setTaxRegistrations(
  db: Database,
  staffId: number,
  input: TaxRegistrationsInput,
  provider: TaxProvider = getTaxProvider(),
): Promise<TaxRegistrationsView> {
  if (provider.name !== 'offline')
    throw new DomainError(
      'conflict',
      'With Stripe Tax, registrations are managed in Stripe’s dashboard (Tax → Registrations).',
    );
  const wanted = [...new Set(input.states.map((state) => state.toUpperCase()))].sort();
  const saved = await db.transaction(async (tx) => {
    const before = await listTaxRegistrations(tx, provider);
    if (wanted.length === 0) await tx.delete(taxRegistrations);
    else await tx.delete(taxRegistrations).where(notInArray(taxRegistrations.state, wanted));
    const added = wanted.filter((state) => !before.states.includes(state));
    if (added.length)
      await tx
        .insert(taxRegistrations)
        .values(added.map((state) => ({ state, staffId })))
        .onConflictDoNothing();
    const after = await listTaxRegistrations(tx, provider);
    if (before.states.join() !== after.states.join())
      await recordAudit(tx, {
        staffId,
        action: 'tax.registrations',
        targetType: 'tax_registrations',
        targetId: 'shop',
        before: { states: before.states },
        after: { states: after.states },
      });
    return after;
  });
  // After the commit: a quote read between the two would otherwise keep the old list.
  forgetTaxRegistrations();
  return saved;
}
