import { ConfirmationView } from '@/features/checkout/confirmation/confirmation-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ConfirmationPage() {
  return (
    <>
      <PageMeta title="Order confirmed" path="/confirmation/" noindex />
      <ConfirmationView />
    </>
  );
}
