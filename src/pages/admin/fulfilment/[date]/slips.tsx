import {
  PackingSlipsScreen,
  type FulfilmentScreenProps,
} from '@/features/admin/fulfilment/fulfilment-screens';
import { staffPage } from '@/server/admin/page-guard';
import { parseDeliveryDate } from '@/domain/fulfilment-schedule';

export const getServerSideProps = staffPage<{ date: string | null; page: number }>(
  'fulfilment.read',
  ({ params, query }) => ({
    date: parseDeliveryDate(params?.date),
    page:
      typeof query.page === 'string' && /^[1-9]\d{0,5}$/.test(query.page) ? Number(query.page) : 1,
  }),
);

export default function AdminPackingSlipsPage(props: FulfilmentScreenProps) {
  return <PackingSlipsScreen {...props} />;
}
