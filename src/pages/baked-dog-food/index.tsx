import type { GetStaticProps } from 'next';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { RecipeListView } from '@/features/catalog/listing/recipe-list-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  recipes: RecipeCardData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return {
    props: { recipes: recipesOnOffer(serverFlags(), sheet, 'dry').map(recipeCard) },
    revalidate,
  };
};

export default function BakedRecipesPage({ recipes }: Props) {
  return (
    <>
      <PageMeta title="Baked dog food" path="/baked-dog-food/" />
      <RecipeListView
        title="Baked dog food"
        intro="Slow-baked in small batches from the same whole ingredients: crunchy, shelf-stable and simple to serve. Prices are for a typical 30 lb adult."
        recipes={recipes}
      />
    </>
  );
}
