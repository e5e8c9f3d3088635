import type { ComponentProps } from 'react';
import { ProductionPlanScreen } from '@/features/admin/production/production-plan-view';
import { staffPage } from '@/server/admin/page-guard';
import { parseDeliveryDate } from '@/domain/fulfilment-schedule';
import { addDays } from '@/domain/delivery-schedule';
import { fulfilmentToday } from '@/server/services/fulfilment/fulfilment-clock';

// Without ?date=, the plan of the next cook date not yet cooked: tomorrow in fulfilment's day.
export const getServerSideProps = staffPage<{ cookDate: string }>(
  'fulfilment.read',
  ({ query }) => ({
    cookDate: parseDeliveryDate(query.date) ?? addDays(fulfilmentToday(), 1),
  }),
);

export default function AdminProductionPage(props: ComponentProps<typeof ProductionPlanScreen>) {
  return <ProductionPlanScreen {...props} />;
}
