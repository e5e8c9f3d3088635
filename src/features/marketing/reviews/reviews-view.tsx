import { PageLayout } from '@/ui/layout/page-layout';
import { ReviewsContent } from './reviews-content';

/** /reviews/: every review as a card, with the average rating above them. */
export function ReviewsView() {
  return (
    <PageLayout>
      <ReviewsContent />
    </PageLayout>
  );
}
