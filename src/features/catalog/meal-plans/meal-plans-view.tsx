import type { RecipeData } from '@/domain/catalog/recipes-data';
import { PageLayout } from '@/ui/layout/page-layout';
import { CalculatorSection } from './calculator-section';
import { MealPlansIntro } from './meal-plans-intro';

/** The four plan types explained, and the public portion calculator. */
export function MealPlansView({ recipes }: { recipes: RecipeData[] }) {
  return (
    <PageLayout>
      <MealPlansIntro />
      <CalculatorSection recipes={recipes} />
    </PageLayout>
  );
}
