import { CardList } from '@/features/catalog/components/page-hero';
import { RecipeCard, type RecipeCardData } from '@/features/catalog/components/recipe-card';
import { Inner, Lead, Section } from './home-styles';

/** A teaser of recipes, priced for a typical dog by the same rules as the recipe pages. */
export function RecipesSection({ recipes }: { recipes: RecipeCardData[] }) {
  return (
    <Section aria-labelledby="home-recipes-title">
      <Inner>
        <h2 id="home-recipes-title">Recipes dogs line up for</h2>
        <Lead>Whole proteins and vegetables you can recognise, cooked in small batches.</Lead>
        <CardList>
          {recipes.map((recipe) => (
            <li key={recipe.href}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </CardList>
      </Inner>
    </Section>
  );
}
