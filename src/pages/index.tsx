import type { GetStaticProps } from 'next';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { HomeView } from '@/features/marketing/home/home-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';

interface Props {
  recipes: RecipeCardData[];
}

const TEASER = ['beef', 'chicken', 'turkey', 'pork', 'baked-chicken'];

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: {
    recipes: recipesOnOffer(serverFlags())
      .filter((recipe) => TEASER.includes(recipe.key))
      .sort((a, b) => TEASER.indexOf(a.key) - TEASER.indexOf(b.key))
      .map(recipeCard),
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
