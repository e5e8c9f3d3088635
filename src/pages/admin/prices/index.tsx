import { PricesView, type PricesViewProps } from '@/features/admin/prices/prices-view';
import { listPrices } from '@/server/admin/prices-admin';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage<Pick<PricesViewProps, 'prices'>>(
  'prices.manage',
  async () => ({ prices: await listPrices(getDb()) }),
);

export default function AdminPricesPage(props: PricesViewProps) {
  return <PricesView {...props} />;
}
