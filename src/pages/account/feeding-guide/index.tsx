import { FeedingGuideView } from '@/features/account/feeding-guide/feeding-guide-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function FeedingGuidePage() {
  return (
    <>
      <PageMeta title="Feeding guides" path="/account/feeding-guide/" noindex />
      <FeedingGuideView />
    </>
  );
}
