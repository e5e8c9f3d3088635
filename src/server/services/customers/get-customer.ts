import { DomainError } from '@/server/errors';
import type { ReadCaller } from '@/server/auth/read-caller';
import type { Database } from '@/server/db/client';
import { findCallerCustomer } from './customer-repository';
import type { CustomerView } from '@/contracts/customers';
import { toCustomerView } from './customer-view';
import { recentCredit } from '../credit/credit-ledger';

export async function getCustomer(
  db: Database,
  who: ReadCaller,
  include: string[] = [],
): Promise<CustomerView> {
  // The token is checked by the customer row's own query; the ledger, when asked for, is read
  // once the caller is known.
  const { customerId, row } = await findCallerCustomer(db, who);
  if (!row) throw new DomainError('not_found');
  const recent = include.includes('credit') ? await recentCredit(db, customerId) : null;
  const view = toCustomerView(row, {
    includeSms: include.includes('is_sms'),
    includePassword: include.includes('has_password'),
  });
  if (recent) view.credit = { balance: row.creditCents, recent };
  return view;
}
