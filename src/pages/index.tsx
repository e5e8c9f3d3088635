import type { GetStaticProps } from 'next';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { HomeView } from '@/features/marketing/home/home-view';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  recipes: RecipeCardData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    // Every recipe on offer: fresh first, then baked.
    recipes: [...recipesOnOffer('fresh'), ...recipesOnOffer('dry')].map(recipeCard),
  },
});

export default function HomePage({ recipes }: Props) {
  return (
    <>
      <PageMeta path="/" />
      <HomeView recipes={recipes} />
    </>
  );
}
