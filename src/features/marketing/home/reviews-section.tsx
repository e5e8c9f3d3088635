import Link from '@/ui/primitives/app-link';
import { ReviewCard } from '../reviews/review-card';
import { REVIEWS } from '../reviews/reviews-data';
import { CardGrid, Center, Inner, Lead, Section } from './home-styles';

export function ReviewsSection() {
  return (
    <Section $tone="bone" aria-labelledby="home-reviews-title">
      <Inner>
        <h2 id="home-reviews-title">What pup parents say</h2>
        <Lead>Real bowls, real dogs, real opinions.</Lead>
        <CardGrid $min={240}>
          {REVIEWS.slice(0, 3).map((review) => (
            <li key={review.owner}>
              <ReviewCard review={review} />
            </li>
          ))}
        </CardGrid>
        <Center>
          <Link href="/reviews/">Read more reviews</Link>
        </Center>
      </Inner>
    </Section>
  );
}
