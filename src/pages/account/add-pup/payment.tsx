import { CheckoutView } from '@/features/checkout/checkout-view';
import { PageMeta } from '@/ui/seo/page-meta';

/** /account/add-pup/payment/: paying for an added pup's plan, with the saved card offered. */
export default function AddPupPaymentPage() {
  return (
    <>
      <PageMeta title="Pay for your new pup’s plan" path="/account/add-pup/payment/" noindex />
      <CheckoutView />
    </>
  );
}
