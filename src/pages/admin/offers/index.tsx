import { OffersView, type OffersViewProps } from '@/features/admin/offers/offers-view';
import { listOffers } from '@/server/admin/offers-admin';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';

export const getServerSideProps = staffPage<Pick<OffersViewProps, 'offers'>>(
  'offers.read',
  async () => ({
    offers: await listOffers(getDb()),
  }),
);

export default function AdminOffersPage(props: OffersViewProps) {
  return <OffersView {...props} />;
}
