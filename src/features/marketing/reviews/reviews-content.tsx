import styled from 'styled-components';
import { ButtonLink } from '@/ui/primitives/button';
import { CardGrid, Center, Inner, Lead, Section } from '../home/home-styles';
import { ReviewCard } from './review-card';
import { averageStars, REVIEWS } from './reviews-data';
import { StarRating } from './star-rating';
import { fluidFontSize, spacing } from '@/ui/theme';

const Page = styled(Section)`
  h1 {
    margin-bottom: ${spacing(2)};
    text-align: center;
    font-size: ${fluidFontSize.page};
  }
`;

const Summary = styled.p`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${spacing(2.5)};
  margin: ${spacing(0, 0, 8)};
  font-weight: 700;
`;

/** Every review as a card, with the average rating above them. */
export function ReviewsContent() {
  const average = averageStars(REVIEWS);
  return (
    <Page $tone="bone" aria-labelledby="reviews-title">
      <Inner>
        <h1 id="reviews-title">Reviews</h1>
        <Lead>Real bowls, real dogs, real opinions.</Lead>
        <Summary>
          <StarRating stars={Math.round(average)} size={24} />
          <span>
            {average} out of 5, from {REVIEWS.length} pup parents
          </span>
        </Summary>
        <CardGrid $min={280} aria-label="Reviews">
          {REVIEWS.map((review) => (
            <li key={review.owner}>
              <ReviewCard review={review} />
            </li>
          ))}
        </CardGrid>
        <Center>
          <ButtonLink href="/onboarding/">Get started</ButtonLink>
        </Center>
      </Inner>
    </Page>
  );
}
