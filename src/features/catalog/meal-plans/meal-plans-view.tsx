import type { RecipeData } from '@/domain/catalog/recipes-data';
import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import { staticIsland } from '@/ui/static-island';
import ServerCalculatorSection from './calculator-section.server-html';
import ServerMealPlansIntro from './meal-plans-intro.server-html';

// The hero and the plan types have nothing interactive but links: rendered by the server and
// not hydrated.
const MealPlansIntro = staticIsland<object>({
  server: typeof window === 'undefined' ? ServerMealPlansIntro : null,
  load: () => import('./meal-plans-intro').then((module) => module.MealPlansIntro),
});

// The calculator sits below the plan types: its code (the nutrition and pricing rules) follows
// the page's first-load JS and hydrates it then.
const CalculatorSection = lazyHydrated<{ recipes: RecipeData[] }>({
  server: typeof window === 'undefined' ? ServerCalculatorSection : null,
  load: () => import('./calculator-section').then((module) => module.CalculatorSection),
});

/** The four plan types explained, and the public portion calculator. */
export function MealPlansView({ recipes }: { recipes: RecipeData[] }) {
  return (
    <PageLayout>
      <MealPlansIntro />
      <CalculatorSection recipes={recipes} />
    </PageLayout>
  );
}
