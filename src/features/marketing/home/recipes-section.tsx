import Link from '@/ui/primitives/app-link';
import styled from 'styled-components';
import { RECIPE_CARD_IMAGE } from '@/config/constants';
import { CardGrid, Inner, Lead, Section } from './home-styles';

const RECIPES = [
  {
    name: 'Fresh Beef',
    href: '/fresh-dog-food/beef/',
    image: '/images/recipes/fresh-beef.svg',
    note: 'Beef, sweet potato, spinach',
  },
  {
    name: 'Fresh Chicken',
    href: '/fresh-dog-food/chicken/',
    image: '/images/recipes/fresh-chicken.svg',
    note: 'Chicken, carrots, rice',
  },
  {
    name: 'Fresh Turkey',
    href: '/fresh-dog-food/turkey/',
    image: '/images/recipes/fresh-turkey.svg',
    note: 'Turkey, cranberries, kale',
  },
  {
    name: 'Fresh Pork',
    href: '/fresh-dog-food/pork/',
    image: '/images/recipes/fresh-pork.svg',
    note: 'Pork, squash, green beans',
  },
  {
    name: 'Baked Chicken',
    href: '/baked-dog-food/chicken/',
    image: '/images/recipes/baked-chicken.svg',
    note: 'Slow-baked, crunchy',
  },
];

const RecipeLink = styled(Link)`
  display: block;
  height: 100%;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.palette.line};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
  }
  span {
    display: block;
    padding: 12px 16px 16px;
  }
  strong {
    display: block;
    font-size: 1.125rem;
  }
  &:hover strong {
    text-decoration: underline;
  }
`;

export function RecipesSection() {
  return (
    <Section aria-labelledby="home-recipes-title">
      <Inner>
        <h2 id="home-recipes-title">Recipes dogs line up for</h2>
        <Lead>Whole proteins and vegetables you can recognise, cooked in small batches.</Lead>
        <CardGrid $min={200}>
          {RECIPES.map((recipe) => (
            <li key={recipe.href}>
              <RecipeLink href={recipe.href}>
                <img
                  src={recipe.image}
                  alt=""
                  width={RECIPE_CARD_IMAGE.width}
                  height={RECIPE_CARD_IMAGE.height}
                  loading="lazy"
                  decoding="async"
                />
                <span>
                  <strong>{recipe.name}</strong>
                  {recipe.note}
                </span>
              </RecipeLink>
            </li>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
