import styled from 'styled-components';
import { color, spacing } from '@/ui/theme';

const Row = styled.span`
  display: inline-flex;
  gap: ${spacing(0.5)};
  svg {
    display: block;
  }
`;

const STAR = 'M12 2.5l2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6-4.9-4.6 6.6-.8z';

/** Stars drawn in SVG, named for assistive technology ('4 out of 5 stars'). */
export function StarRating({ stars, size = 20 }: { stars: number; size?: number }) {
  return (
    <Row role="img" aria-label={`${stars} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d={STAR}
            fill={index <= stars ? color.starFill : 'none'}
            stroke={color.warning}
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </Row>
  );
}
