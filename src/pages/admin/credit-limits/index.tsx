import {
  CreditLimitsView,
  type CreditLimitsViewProps,
} from '@/features/admin/credit/credit-limits-view';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { getCreditLimits } from '@/server/services/care/credit-limits';

export const getServerSideProps = staffPage<Pick<CreditLimitsViewProps, 'limits'>>(
  'credit.settings',
  async () => ({ limits: await getCreditLimits(getDb()) }),
);

export default function AdminCreditLimitsPage(props: CreditLimitsViewProps) {
  return <CreditLimitsView {...props} />;
}
