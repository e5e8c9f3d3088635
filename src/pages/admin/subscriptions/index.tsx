import {
  SubscriptionsListView,
  type SubscriptionsListViewProps,
} from '@/features/admin/lists/subscriptions-list-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { loadListPage } from '@/server/services/care/list-page';

type Props = Omit<SubscriptionsListViewProps, 'staff' | 'forbidden' | 'accessToken'>;

export const getServerSideProps = staffPage<Props>('customers.read', ({ query }, { row }) =>
  loadListPage(getDb(), row.id, 'subscriptions', query),
);

export default function AdminSubscriptionsPage(props: SubscriptionsListViewProps) {
  return <SubscriptionsListView {...props} />;
}
