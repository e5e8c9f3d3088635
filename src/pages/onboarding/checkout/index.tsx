import { CheckoutView } from '@/features/checkout/checkout-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function OnboardingCheckoutPage() {
  return (
    <>
      <PageMeta title="Checkout" path="/onboarding/checkout/" noindex />
      <CheckoutView />
    </>
  );
}
