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
    props: { recipes: recipesOnOffer(serverFlags(), sheet, 'fresh').map(recipeCard) },
    revalidate,
  };
};

export default function FreshRecipesPage({ recipes }: Props) {
  return (
    <>
      <PageMeta title="Fresh dog food" path="/fresh-dog-food/" />
      <RecipeListView
        title="Fresh dog food"
        intro="Gently cooked from whole meats and vegetables, portioned for your dog and delivered frozen. Prices are for a typical 30 lb adult."
        recipes={recipes}
      />
    </>
  );
}
