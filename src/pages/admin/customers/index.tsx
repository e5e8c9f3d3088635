import {
  CustomerSearchView,
  type CustomerSearchViewProps,
} from '@/features/admin/customers/customer-search-view';
import { ValidationError } from '@/server/errors';
import { validate } from '@/server/api/validation';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { customerSearchSchema, searchCustomers } from '@/server/services/care/customer-search';

type Props = Omit<CustomerSearchViewProps, 'staff' | 'forbidden'>;

export const getServerSideProps = staffPage<Props>(
  'customers.read',
  async ({ query }, signedIn) => {
    const q = typeof query.q === 'string' ? query.q : '';
    if (!q) return {};
    const after = typeof query.after === 'string' ? query.after : undefined;
    try {
      const input = await validate(customerSearchSchema, { q, ...(after ? { after } : {}) });
      const page = await searchCustomers(getDb(), signedIn.row.id, input);
      return { q, results: page.results, nextAfter: page.next_after };
    } catch (error) {
      if (error instanceof ValidationError) return { q, errors: error.fields };
      throw error;
    }
  },
);

export default function AdminCustomersPage(props: CustomerSearchViewProps) {
  return <CustomerSearchView {...props} />;
}
