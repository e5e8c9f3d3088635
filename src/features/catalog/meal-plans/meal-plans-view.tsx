import { PageLayout } from '@/ui/layout/page-layout';
import type { CalculatorRecipe, PortionResult } from '../calculator/calculate-portions';
import { CalculatorSection } from './calculator-section';
import { MealPlansIntro } from './meal-plans-intro';

/** The four plan types explained, and the public portion calculator. */
export function MealPlansView({
  recipes,
  calculatorStart,
}: {
  recipes: CalculatorRecipe[];
  /** The calculator's result for its starting answers, worked out on the server. */
  calculatorStart: PortionResult;
}) {
  return (
    <PageLayout>
      <MealPlansIntro />
      <CalculatorSection recipes={recipes} initial={calculatorStart} />
    </PageLayout>
  );
}
