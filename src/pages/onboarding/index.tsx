import type { GetStaticProps } from 'next';
import type { PlanCatalog } from '@/features/onboarding/plan/plan-step';
import { QuizView } from '@/features/onboarding/quiz/quiz-view';
import { ADDONS } from '@/server/catalog/addons-data';
import { RECIPES } from '@/server/catalog/recipes-data';
import { PageMeta } from '@/ui/seo/page-meta';

export const getStaticProps: GetStaticProps<{ catalog: PlanCatalog }> = async () => ({
  props: {
    catalog: {
      addons: ADDONS.map(({ sku, name, size, priceCents, productType }) => ({
        sku,
        name,
        size,
        priceCents,
        productType,
      })),
      recipeNames: Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name])),
    },
  },
});

export default function OnboardingPage({ catalog }: { catalog: PlanCatalog }) {
  return (
    <>
      <PageMeta
        title="Build your pup’s plan"
        description="Answer a few questions about your dog and get a fresh meal plan portioned just for them."
        path="/onboarding/"
      />
      <QuizView catalog={catalog} />
    </>
  );
}
