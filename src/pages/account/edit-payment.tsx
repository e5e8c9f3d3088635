import { EditPaymentView } from '@/features/account/payment/edit-payment-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function EditPaymentPage() {
  return (
    <>
      <PageMeta title="Payment method" path="/account/edit-payment/" noindex />
      <EditPaymentView />
    </>
  );
}
