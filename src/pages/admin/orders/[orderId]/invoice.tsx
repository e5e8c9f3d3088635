import { InvoiceView, type InvoiceViewProps } from '@/features/admin/orders/invoice-view';
import { can } from '@/server/admin/permissions';
import { staffPage } from '@/server/admin/page-guard';
import { getDb } from '@/server/db/client';
import { EMAIL_BRAND } from '@/server/email/templates/brand';
import { loadConsoleOrder } from '@/server/services/console-orders/load-console-order';

export const getServerSideProps = staffPage<Pick<InvoiceViewProps, 'order' | 'shopAddress'>>(
  'customers.read',
  async ({ params }, { row }) => ({
    order: await loadConsoleOrder(getDb(), params?.orderId, can(row.role, 'customers.cards.read')),
    shopAddress: [...EMAIL_BRAND.postalAddress],
  }),
);

export default function AdminInvoicePage(props: InvoiceViewProps) {
  return <InvoiceView {...props} />;
}
