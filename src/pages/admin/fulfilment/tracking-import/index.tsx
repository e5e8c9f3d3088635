import {
  TrackingImportScreen,
  type TrackingImportViewProps,
} from '@/features/admin/fulfilment/tracking-import-view';
import { staffPage } from '@/server/admin/page-guard';

export const getServerSideProps = staffPage('fulfilment.write');

export default function AdminTrackingImportPage(props: TrackingImportViewProps) {
  return <TrackingImportScreen {...props} />;
}
