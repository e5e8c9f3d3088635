import { eq } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import type { PaymentProvider } from '@/server/payments';

/** The customer's record at the payment provider (cus_…), created once and remembered. */
export async function providerCustomerId(
  db: Database,
  provider: PaymentProvider,
  customerId: number,
): Promise<string> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!row) throw new DomainError('not_found');
  if (row.providerCustomerId) return row.providerCustomerId;
  const created = await provider.createCustomer({
    email: row.email,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || undefined,
    // One provider customer per shop customer, however many requests race to create it.
    idempotencyKey: `customer-${row.id}`,
  });
  await db
    .update(customers)
    .set({ providerCustomerId: created.id })
    .where(eq(customers.id, customerId));
  return created.id;
}
