import styled from 'styled-components';
import { RecipeCard, type RecipeCardData } from '@/features/catalog/components/recipe-card';
import { mediaUp } from '@/ui/theme';
import { balancedColumns } from './balanced-columns';
import { Inner, Lead, Section } from './home-styles';

const GAP = 20;

// Rows are filled evenly and a shorter last row is centred: no lone card on a row of its own.
const Grid = styled.ul<{ $tablet: number; $laptop: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${GAP}px;
  li {
    flex: 0 0 100%;
  }
  ${mediaUp('tabletSmall')} {
    li {
      flex-basis: calc(
        (100% - ${({ $tablet }) => ($tablet - 1) * GAP}px) / ${({ $tablet }) => $tablet}
      );
    }
  }
  ${mediaUp('laptop')} {
    li {
      flex-basis: calc(
        (100% - ${({ $laptop }) => ($laptop - 1) * GAP}px) / ${({ $laptop }) => $laptop}
      );
    }
  }
`;

/** Every recipe on offer, priced for a typical dog by the same rules as the recipe pages. */
export function RecipesSection({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <Section aria-labelledby="home-recipes-title">
      <Inner>
        <h2 id="home-recipes-title">Recipes dogs line up for</h2>
        <Lead>Whole proteins and vegetables you can recognise, cooked in small batches.</Lead>
        <Grid
          $tablet={balancedColumns(recipes.length, 2)}
          $laptop={balancedColumns(recipes.length, 4)}
        >
          {recipes.map((recipe) => (
            <li key={recipe.href}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </Grid>
      </Inner>
    </Section>
  );
}
