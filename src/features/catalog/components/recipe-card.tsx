import styled from 'styled-components';
import { RECIPE_CARD_IMAGE } from '@/config/constants';
import Link from '@/ui/primitives/app-link';
import { fontSize, spacing } from '@/ui/theme';

export interface RecipeCardData {
  name: string;
  tagline: string;
  href: string;
  image: string;
  /** What the picture shows (its ingredients). */
  imageAlt: string;
  perWeek: string;
}

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.palette.line};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  background: ${({ theme }) => theme.palette.lightest};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }
  span {
    display: block;
    padding: ${spacing(3, 4, 0)};
  }
  strong {
    font-size: ${fontSize.md};
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

const Price = styled.span`
  && {
    padding: ${spacing(2, 4, 4)};
    margin-top: auto;
    font-weight: 700;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.palette.kale};
  }
`;

/** A recipe card: 280x210 image, name, what is in it, and 'X PER WEEK' for a typical dog. */
export function RecipeCard({ recipe }: { recipe: RecipeCardData }) {
  return (
    <Card href={recipe.href}>
      <img
        src={recipe.image}
        alt={recipe.imageAlt}
        width={RECIPE_CARD_IMAGE.width}
        height={RECIPE_CARD_IMAGE.height}
        loading="lazy"
        decoding="async"
      />
      <span>
        <strong>{recipe.name}</strong>
      </span>
      <span>{recipe.tagline}</span>
      <Price>{recipe.perWeek}</Price>
    </Card>
  );
}
