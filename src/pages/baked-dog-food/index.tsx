import type { GetStaticProps } from 'next';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { RecipeListView } from '@/features/catalog/listing/recipe-list-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';

interface Props {
  recipes: RecipeCardData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { recipes: recipesOnOffer(serverFlags(), 'dry').map(recipeCard) },
});

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
