import { MyPlanView } from '@/features/account/my-plan/my-plan-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function MyPlanPage() {
  return (
    <>
      <PageMeta title="My plan" path="/account/" noindex />
      <MyPlanView />
    </>
  );
}
