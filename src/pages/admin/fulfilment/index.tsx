import {
  FulfilmentDatesScreen,
  type FulfilmentScreenProps,
} from '@/features/admin/fulfilment/fulfilment-screens';
import { staffPage } from '@/server/admin/page-guard';

export const getServerSideProps = staffPage('fulfilment.read');

export default function AdminFulfilmentPage(props: FulfilmentScreenProps) {
  return <FulfilmentDatesScreen {...props} />;
}
