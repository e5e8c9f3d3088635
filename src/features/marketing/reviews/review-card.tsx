import styled from 'styled-components';
import { reviewer, type Review } from './reviews-data';
import { StarRating } from './star-rating';

const Card = styled.figure`
  display: grid;
  align-content: start;
  gap: 10px;
  height: 100%;
  margin: 0;
  padding: 24px;
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  blockquote {
    margin: 0;
    font-size: 1.0625rem;
  }
  blockquote p {
    margin: 0;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
    line-height: 1.25;
  }
  figcaption {
    display: grid;
    gap: 2px;
    margin-top: auto;
    padding-top: 8px;
    border-top: 1px solid ${({ theme }) => theme.palette.line};
  }
  figcaption span:last-child {
    color: ${({ theme }) => theme.palette.inkMuted};
    font-size: 0.9375rem;
  }
`;

/** One review: its stars, headline and words, and who wrote it for which pups on which plan. */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card>
      <StarRating stars={review.stars} />
      <strong>{review.headline}</strong>
      <blockquote>
        <p>{review.quote}</p>
      </blockquote>
      <figcaption>
        <span>{reviewer(review)}</span>
        <span>{review.plan}</span>
      </figcaption>
    </Card>
  );
}
