import Link from '@/ui/primitives/app-link';
import styled from 'styled-components';
import { Card, CardGrid, Center, Inner, Lead, Section } from './home-styles';

const REVIEWS = [
  {
    quote: 'Juniper used to pick at her kibble. Now she waits by the fridge at dinner time.',
    who: 'Dana, with Juniper',
    stars: 5,
  },
  {
    quote:
      'The portions take the guesswork out. Our vet is happy with his weight for the first time in years.',
    who: 'Marcus, with Bruno',
    stars: 5,
  },
  {
    quote: 'Being able to skip a box when we travel makes this easy to keep up with.',
    who: 'Priya, with Olive and Mochi',
    stars: 4,
  },
];

const Stars = styled.p`
  && {
    color: #8a5a00;
    font-size: 1.125rem;
    letter-spacing: 2px;
    margin-bottom: 8px;
  }
`;

const Quote = styled.blockquote`
  margin: 0 0 12px;
  font-size: 1.0625rem;
`;

export function ReviewsSection() {
  return (
    <Section $tone="bone" aria-labelledby="home-reviews-title">
      <Inner>
        <h2 id="home-reviews-title">What pup parents say</h2>
        <Lead>Real bowls, real dogs, real opinions.</Lead>
        <CardGrid $min={240}>
          {REVIEWS.map((review) => (
            <Card key={review.who}>
              <figure style={{ margin: 0 }}>
                <Stars role="img" aria-label={`${review.stars} out of 5 stars`}>
                  {'★'.repeat(review.stars)}
                  {'☆'.repeat(5 - review.stars)}
                </Stars>
                <Quote>{review.quote}</Quote>
                <figcaption>{review.who}</figcaption>
              </figure>
            </Card>
          ))}
        </CardGrid>
        <Center>
          <Link href="/reviews/">Read more reviews</Link>
        </Center>
      </Inner>
    </Section>
  );
}
