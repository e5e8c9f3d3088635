import { ExtrasView } from '@/features/account/extras/extras-view';
import { PageMeta } from '@/ui/seo/page-meta';

// No page data: the extras and their prices come through the API client (usePlanCatalog says why).
export default function ExtrasPage() {
  return (
    <>
      <PageMeta title="Treats and supplements" path="/account/edit-recipes/extras/" noindex />
      <ExtrasView />
    </>
  );
}
