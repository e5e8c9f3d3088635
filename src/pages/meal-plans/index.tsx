import type { GetStaticProps } from 'next';
import { recipesOnOffer } from '@/features/catalog/catalog-props';
import { MealPlansView } from '@/features/catalog/meal-plans/meal-plans-view';
import type { RecipeData } from '@/domain/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  recipes: RecipeData[];
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return { props: { recipes: recipesOnOffer(serverFlags(), sheet) }, revalidate };
};

export default function MealPlansPage({ recipes }: Props) {
  return (
    <>
      <PageMeta
        title="Meal plans"
        description="Fresh, half-fresh, baked and mixed plans, and a calculator that shows what your dog needs and why it costs what it does."
        path="/meal-plans/"
      />
      <MealPlansView recipes={recipes} />
    </>
  );
}
