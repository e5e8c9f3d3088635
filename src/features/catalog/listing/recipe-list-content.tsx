import { CardList, PageBody, PageHero } from '../components/page-hero';
import { RecipeCard, type RecipeCardData } from '../components/recipe-card';

export interface RecipeListContentProps {
  title: string;
  intro: string;
  recipes: RecipeCardData[];
}

/** A catalogue listing: the hero, then a card per recipe linking to its page. */
export function RecipeListContent({ title, intro, recipes }: RecipeListContentProps) {
  return (
    <>
      <PageHero title={title}>{intro}</PageHero>
      <PageBody>
        <CardList aria-label={title}>
          {recipes.map((recipe) => (
            <li key={recipe.href}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </CardList>
      </PageBody>
    </>
  );
}
