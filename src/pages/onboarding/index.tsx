import type { GetStaticProps } from 'next';
import type { PlanCatalog } from '@/features/onboarding/plan/plan-step';
import { quizCatalog } from '@/features/onboarding/quiz-catalog';
import { QuizView } from '@/features/onboarding/quiz/quiz-view';
import { PageMeta } from '@/ui/seo/page-meta';
import { publicPrices } from '@/server/services/prices/public-prices';

export const getStaticProps: GetStaticProps<{ catalog: PlanCatalog }> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return { props: { catalog: quizCatalog(sheet) }, revalidate };
};

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
