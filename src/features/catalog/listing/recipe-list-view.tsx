import type { ReactNode } from 'react';
import { PageLayout } from '@/ui/layout/page-layout';
import { CardList, PageBody, PageHero } from '../components/page-hero';
import { RecipeCard, type RecipeCardData } from '../components/recipe-card';

export function RecipeListView({
  title,
  intro,
  recipes,
  children,
}: {
  title: string;
  intro: string;
  recipes: RecipeCardData[];
  children?: ReactNode;
}) {
  return (
    <PageLayout>
      <PageHero title={title}>{intro}</PageHero>
      <PageBody>
        <CardList aria-label={title}>
          {recipes.map((recipe) => (
            <li key={recipe.href}>
              <RecipeCard recipe={recipe} />
            </li>
          ))}
        </CardList>
        {children}
      </PageBody>
    </PageLayout>
  );
}
