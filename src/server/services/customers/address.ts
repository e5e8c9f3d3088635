import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { AddressView, addressSchema } from '@/contracts/customers';
import type { Database } from '@/server/db/client';
import { addresses, customers, type AddressRow } from '@/server/db/schema';
import { clockNow } from '@/server/clock';

function toView(row: AddressRow, isSms: boolean): AddressView {
  return {
    address1: row.address1,
    address2: row.address2,
    first_name: row.firstName,
    last_name: row.lastName,
    phone: row.phone,
    zip_code: row.zipCode,
    state: row.state,
    city: row.city,
    is_sms: isSms,
    is_residential: row.isResidential,
  };
}

/** The saved delivery address; null (200) before the first one: an empty state, not an error. */
export async function getAddress(db: Database, customerId: number): Promise<AddressView | null> {
  const [found] = await db
    .select({ address: addresses, isSms: customers.isSms })
    .from(addresses)
    .innerJoin(customers, eq(customers.id, addresses.customerId))
    .where(eq(addresses.customerId, customerId))
    .limit(1);
  return found ? toView(found.address, found.isSms) : null;
}

/** Saves (creates or replaces) the delivery address, and the SMS choice on the customer. */
export async function saveAddress(
  db: Database,
  customerId: number,
  input: InferType<typeof addressSchema>,
): Promise<AddressView> {
  const values = {
    customerId,
    address1: input.address1,
    address2: input.address2 ?? '',
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    zipCode: input.zip_code,
    state: input.state,
    city: input.city,
    isResidential: input.is_residential ?? true,
  };
  const [row] = await db
    .insert(addresses)
    .values(values)
    .onConflictDoUpdate({
      target: addresses.customerId,
      set: { ...values, updatedAt: clockNow() },
    })
    .returning();
  await db
    .update(customers)
    .set({ isSms: input.is_sms ?? false })
    .where(eq(customers.id, customerId));
  return toView(row!, input.is_sms ?? false);
}
