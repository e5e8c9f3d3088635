import type { CustomerView } from '@/contracts/customers';
import { displayFirstName } from '@/domain/customer-name';
import type { CustomerRow } from '@/server/db/schema';

/** The customer as the API shows it (spec section 3). */
export function toCustomerView(
  row: CustomerRow,
  options: { includeSms?: boolean; includePassword?: boolean } = {},
): CustomerView {
  const view: CustomerView = {
    id: row.id,
    email: row.email,
    first_name: displayFirstName(row.firstName),
    last_name: row.lastName,
    status: row.status,
  };
  if (options.includeSms) view.is_sms = row.isSms;
  if (options.includePassword) view.has_password = Boolean(row.passwordHash);
  return view;
}
