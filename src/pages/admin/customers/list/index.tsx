import {
  CustomerListView,
  type CustomerListViewProps,
} from '@/features/admin/lists/customer-list-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { loadListPage } from '@/server/services/care/list-page';

type Props = Omit<CustomerListViewProps, 'staff' | 'forbidden' | 'accessToken'>;

export const getServerSideProps = staffPage<Props>('customers.read', ({ query }, { row }) =>
  loadListPage(getDb(), row.id, 'customers', query),
);

export default function AdminCustomerListPage(props: CustomerListViewProps) {
  return <CustomerListView {...props} />;
}
