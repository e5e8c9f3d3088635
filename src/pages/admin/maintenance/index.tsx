import {
  MaintenanceView,
  type MaintenanceViewProps,
} from '@/features/admin/maintenance/maintenance-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { getMaintenance } from '@/server/services/maintenance/maintenance-service';

export const getServerSideProps = staffPage<Pick<MaintenanceViewProps, 'maintenance'>>(
  'maintenance.manage',
  async () => ({ maintenance: await getMaintenance(getDb()) }),
);

export default function AdminMaintenancePage(props: MaintenanceViewProps) {
  return <MaintenanceView {...props} />;
}
