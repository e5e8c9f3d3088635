import { CapacityView, type CapacityViewProps } from '@/features/admin/capacity/capacity-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { capacityDays, getCapacitySettings } from '@/server/services/capacity/capacity-admin';

export const getServerSideProps = staffPage<Pick<CapacityViewProps, 'settings' | 'days'>>(
  'capacity.manage',
  async () => {
    const db = getDb();
    const [settings, days] = await Promise.all([getCapacitySettings(db), capacityDays(db)]);
    return { settings, days };
  },
);

export default function AdminCapacityPage(props: CapacityViewProps) {
  return <CapacityView {...props} />;
}
