import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { findCustomerById } from './customer-repository';
import type { CustomerView } from '@/contracts/customers';
import { toCustomerView } from './customer-view';

export async function getCustomer(
  db: Database,
  id: number,
  include: string[] = [],
): Promise<CustomerView> {
  const row = await findCustomerById(db, id);
  if (!row) throw new DomainError('not_found');
  return toCustomerView(row, {
    includeSms: include.includes('is_sms'),
    includePassword: include.includes('has_password'),
  });
}
