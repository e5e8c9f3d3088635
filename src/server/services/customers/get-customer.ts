import { DomainError } from '@/server/errors';
import type { Database } from '@/server/db/client';
import { findCustomerRow } from './customer-repository';
import type { CustomerView } from '@/contracts/customers';
import { toCustomerView } from './customer-view';
import { recentCredit } from '../credit/credit-ledger';

export async function getCustomer(
  db: Database,
  customerId: number,
  include: string[] = [],
): Promise<CustomerView> {
  const row = await findCustomerRow(db, customerId);
  if (!row) throw new DomainError('not_found');
  const recent = include.includes('credit') ? await recentCredit(db, customerId) : null;
  const view = toCustomerView(row, {
    includeSms: include.includes('is_sms'),
    includePassword: include.includes('has_password'),
  });
  if (recent) view.credit = { balance: row.creditCents, recent };
  return view;
}
