import {
  FulfilmentDateScreen,
  type FulfilmentScreenProps,
} from '@/features/admin/fulfilment/fulfilment-screens';
import { staffPage } from '@/server/admin/page-guard';
import { parseDeliveryDate } from '@/domain/fulfilment-schedule';

export const getServerSideProps = staffPage<{ date: string | null }>(
  'fulfilment.read',
  ({ params }) => ({ date: parseDeliveryDate(params?.date) }),
);

export default function AdminFulfilmentDatePage(props: FulfilmentScreenProps) {
  return <FulfilmentDateScreen {...props} />;
}
