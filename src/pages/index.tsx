import type { GetStaticProps } from 'next';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import type { RecipeCardData } from '@/features/catalog/components/recipe-card';
import { HomeView } from '@/features/marketing/home/home-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  recipes: RecipeCardData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return {
    props: {
      // Every recipe on offer: fresh first, then baked.
      recipes: [
        ...recipesOnOffer(serverFlags(), sheet, 'fresh'),
        ...recipesOnOffer(serverFlags(), sheet, 'dry'),
      ].map(recipeCard),
    },
    revalidate,
  };
};

export default function HomePage({ recipes }: Props) {
  return (
    <>
      <PageMeta path="/" />
      <HomeView recipes={recipes} />
    </>
  );
}
