import { AuthenticatePaymentView } from '@/features/account/authenticate-payment/authenticate-payment-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AuthenticatePaymentPage() {
  return (
    <>
      <PageMeta title="Confirm your payment" path="/account/authenticate-payment/" noindex />
      <AuthenticatePaymentView />
    </>
  );
}
