import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import ServerReviewsContent from './reviews-content.server-html';

// Rendered by the server and not hydrated: the reviews are text, stars and one link onward, and
// the reviews themselves (their data) then stay out of the browser's first load.
const ReviewsContent = staticIsland<Record<string, never>>({
  server: typeof window === 'undefined' ? ServerReviewsContent : null,
  load: () => import('./reviews-content').then((module) => module.ReviewsContent),
});

/** /reviews/: every review as a card, with the average rating above them. */
export function ReviewsView() {
  return (
    <PageLayout>
      <ReviewsContent />
    </PageLayout>
  );
}
