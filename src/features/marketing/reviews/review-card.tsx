import styled from 'styled-components';
import { reviewer, type Review } from './reviews-data';
import { StarRating } from './star-rating';
import { fontSize, spacing } from '@/ui/theme';

const Card = styled.figure`
  display: grid;
  align-content: start;
  gap: ${spacing(2.5)};
  height: 100%;
  margin: 0;
  padding: ${spacing(6)};
  background: ${({ theme }) => theme.palette.lightest};
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  blockquote {
    margin: 0;
    font-size: ${fontSize.md};
  }
  blockquote p {
    margin: 0;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${fontSize.lg};
    line-height: 1.25;
  }
  figcaption {
    display: grid;
    gap: ${spacing(0.5)};
    margin-top: auto;
    padding-top: ${spacing(2)};
    border-top: 1px solid ${({ theme }) => theme.palette.line};
  }
  figcaption span:last-child {
    color: ${({ theme }) => theme.palette.inkMuted};
    font-size: ${fontSize.base};
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
