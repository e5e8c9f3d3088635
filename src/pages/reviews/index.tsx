import { ReviewsView } from '@/features/marketing/reviews/reviews-view';
import { PageMeta } from '@/ui/seo/page-meta';

export default function ReviewsPage() {
  return (
    <>
      <PageMeta
        title="Reviews"
        description="What pup parents say about Ollie fresh and baked dog food."
        path="/reviews/"
      />
      <ReviewsView />
    </>
  );
}
