import { CheckoutView } from '@/features/checkout/checkout-view';
import { PageMeta } from '@/ui/seo/page-meta';

/** /checkout/ (spec section 2): the same card payment step, for links that use the short path. */
export default function CheckoutPage() {
  return (
    <>
      <PageMeta title="Checkout" path="/onboarding/checkout/" noindex />
      <CheckoutView />
    </>
  );
}
