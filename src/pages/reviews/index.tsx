import { ContentView } from '@/features/marketing/content/content-view';
import { REVIEWS } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ReviewsPage() {
  return (
    <>
      <PageMeta title={REVIEWS.title} description={REVIEWS.description} path={REVIEWS.path} />
      <ContentView page={REVIEWS} />
    </>
  );
}
