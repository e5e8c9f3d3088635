import { eq } from 'drizzle-orm';
import type { AddressView, CustomerView } from '@/contracts/customers';
import { recordAudit } from '@/server/admin/audit';
import type { Database } from '@/server/db/client';
import { addresses, customers } from '@/server/db/schema';
import { DomainError } from '@/server/errors';
import type { JobQueue } from '@/server/jobs/job-queue';
import { saveAddressForOrders, type AddressSave } from '../customers/address-to-orders';
import { updateCustomer, type CustomerUpdate } from '../customers/update-customer';

/**
 * Staff change a customer's contact details and delivery address through the same services as
 * the customer's own My info and address forms (so the same rules and the same 409 on a taken
 * email), in one transaction with the audit row. The audit keeps what changed, field by field;
 * a customer's record holds no secret these forms can touch (the password is never read here).
 */

const PROFILE_FIELDS = ['first_name', 'last_name', 'email'] as const;
const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip_code',
  'phone',
  'is_sms',
  'is_residential',
] as const;

function changedFields<T extends Record<string, unknown>>(
  before: T | null,
  after: T,
  fields: readonly (keyof T & string)[],
) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const field of fields) {
    if (before && before[field] === after[field]) continue;
    was[field] = before ? before[field] : null;
    now[field] = after[field];
  }
  return { was, now };
}

async function lockCustomer(tx: Database, customerId: number) {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new DomainError('not_found', 'No such customer.');
  return row;
}

export function editCustomerProfile(
  db: Database,
  jobs: JobQueue | undefined,
  staffId: number,
  customerId: number,
  input: CustomerUpdate,
): Promise<CustomerView> {
  return db.transaction(async (tx) => {
    const row = await lockCustomer(tx, customerId);
    const before = { first_name: row.firstName, last_name: row.lastName, email: row.email };
    const view = await updateCustomer(tx, jobs, customerId, input);
    const after = { first_name: view.first_name, last_name: view.last_name, email: view.email };
    const { was, now } = changedFields(before, after, PROFILE_FIELDS);
    await recordAudit(tx, {
      staffId,
      action: 'customer.profile.edit',
      targetType: 'customer',
      targetId: customerId,
      before: was,
      after: now,
    });
    return view;
  });
}

export async function getCustomerAddress(
  db: Database,
  customerId: number,
): Promise<AddressView | null> {
  const [found] = await db
    .select({ address: addresses, isSms: customers.isSms, id: customers.id })
    .from(customers)
    .leftJoin(addresses, eq(addresses.customerId, customers.id))
    .where(eq(customers.id, customerId));
  if (!found) throw new DomainError('not_found', 'No such customer.');
  if (!found.address) return null;
  const a = found.address;
  return {
    address1: a.address1,
    address2: a.address2,
    first_name: a.firstName,
    last_name: a.lastName,
    phone: a.phone,
    zip_code: a.zipCode,
    state: a.state,
    city: a.city,
    is_sms: found.isSms,
    is_residential: a.isResidential,
  };
}

/**
 * The customer's address through their own save (apply_to_orders: the boxes already ordered go
 * there too), with the audit row, naming the boxes moved, in the same transaction.
 */
export async function editCustomerAddress(
  db: Database,
  staffId: number,
  customerId: number,
  input: AddressSave,
): Promise<AddressView> {
  return saveAddressForOrders(db, customerId, input, {
    before: async (tx) => {
      await lockCustomer(tx, customerId);
      return getCustomerAddress(tx, customerId);
    },
    after: async (tx, after, before) => {
      const { was, now } = changedFields(
        before as unknown as Record<string, unknown> | null,
        after as unknown as Record<string, unknown>,
        ADDRESS_FIELDS,
      );
      await recordAudit(tx, {
        staffId,
        action: 'customer.address.edit',
        targetType: 'customer',
        targetId: customerId,
        before: before ? was : null,
        after: { ...now, ...(after.orders_moved ? { orders_moved: after.orders_moved } : {}) },
      });
    },
  });
}
