import type { GetStaticProps } from 'next';
import { recipesOnOffer } from '@/features/catalog/catalog-props';
import {
  calculatePortions,
  calculatorRecipe,
  type CalculatorRecipe,
  type PortionResult,
} from '@/features/catalog/calculator/calculate-portions';
import { DEFAULT_INPUTS, profileOf } from '@/features/catalog/calculator/calculator-inputs';
import { MealPlansView } from '@/features/catalog/meal-plans/meal-plans-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { serverFlags } from '@/server/services/catalog/server-flags';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  recipes: CalculatorRecipe[];
  calculatorStart: PortionResult;
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  // Only what the calculator works with travels in the page's data, not ingredients and copy.
  const recipes = recipesOnOffer(serverFlags(), sheet).map(calculatorRecipe);
  // The calculator's first answer comes with the page: its arithmetic loads only when asked.
  const calculatorStart = calculatePortions(profileOf(DEFAULT_INPUTS), recipes);
  return { props: { recipes, calculatorStart }, revalidate };
};

export default function MealPlansPage({ recipes, calculatorStart }: Props) {
  return (
    <>
      <PageMeta
        title="Meal plans"
        description="Fresh, half-fresh, baked and mixed plans, and a calculator that shows what your dog needs and why it costs what it does."
        path="/meal-plans/"
      />
      <MealPlansView recipes={recipes} calculatorStart={calculatorStart} />
    </>
  );
}
