import { eq } from 'drizzle-orm';
import type { InferType } from 'yup';
import type { AddressView, addressSchema } from '@/contracts/customers';
import { confirmCaller, readAs, type ReadCaller } from '@/server/auth/read-caller';
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

/**
 * The saved delivery address; null (200) before the first one: an empty state, not an error. For
 * a token, the token check is this same query (401/403 from its answer, see read-caller).
 */
export async function getAddress(db: Database, who: ReadCaller): Promise<AddressView | null> {
  const [found] = await readAs(db, 'address', who, (caller) =>
    db
      .select({ callerId: caller.callerId, address: addresses, isSms: customers.isSms })
      .from(caller)
      .leftJoin(addresses, eq(addresses.customerId, caller.callerId))
      .leftJoin(customers, eq(customers.id, addresses.customerId))
      .limit(1),
  );
  confirmCaller(who, found?.callerId);
  if (!found?.address || found.isSms === null) return null;
  return toView(found.address, found.isSms);
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
