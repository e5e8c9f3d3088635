import { ReactivateView } from '@/features/account/reactivate/reactivate-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ReactivatePupPaymentPage() {
  return (
    <>
      <PageMeta title="Reactivate a plan" path="/account/reactivate-pup/payment/" noindex />
      <ReactivateView />
    </>
  );
}
