import { AddPupView } from '@/features/onboarding/quiz/add-pup-view';
import { PageMeta } from '@/ui/seo/page-meta';

/**
 * /account/add-pup/: the quiz's pup steps for a signed-in customer. Their details are known, the
 * new pup gets its own plan, and checkout adds its subscription to the account. No page data: the
 * extras and their prices come through the API client (usePlanCatalog says why).
 */
export default function AddPupPage() {
  return (
    <>
      <PageMeta title="Add a pup" path="/account/add-pup/" noindex />
      <AddPupView />
    </>
  );
}
