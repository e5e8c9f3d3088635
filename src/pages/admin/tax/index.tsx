import {
  TaxRegistrationsView,
  type TaxRegistrationsViewProps,
} from '@/features/admin/tax/tax-registrations-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { listTaxRegistrations } from '@/server/services/tax/tax-registrations';

export const getServerSideProps = staffPage<Pick<TaxRegistrationsViewProps, 'registrations'>>(
  'tax.manage',
  async () => ({ registrations: await listTaxRegistrations(getDb()) }),
);

export default function AdminTaxPage(props: TaxRegistrationsViewProps) {
  return <TaxRegistrationsView {...props} />;
}
