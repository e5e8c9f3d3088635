import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { findCustomerById } from './customer-repository';
import type { CustomerView } from '@/contracts/customers';
import { toCustomerView } from './customer-view';
import { recentCredit } from '../credit/credit-ledger';

export async function getCustomer(
  db: Database,
  id: number,
  include: string[] = [],
): Promise<CustomerView> {
  const withCredit = include.includes('credit');
  // The ledger is read beside the customer row, not after it: one round trip either way.
  const [row, recent] = await Promise.all([
    findCustomerById(db, id),
    withCredit ? recentCredit(db, id) : null,
  ]);
  if (!row) throw new DomainError('not_found');
  const view = toCustomerView(row, {
    includeSms: include.includes('is_sms'),
    includePassword: include.includes('has_password'),
  });
  if (recent) view.credit = { balance: row.creditCents, recent };
  return view;
}
