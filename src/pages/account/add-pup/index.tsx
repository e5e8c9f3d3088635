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

/**
 * /account/add-pup/: the quiz's pup steps for a signed-in customer. Their details are known, the
 * new pup gets its own plan, and checkout adds its subscription to the account.
 */
export default function AddPupPage({ catalog }: { catalog: PlanCatalog }) {
  return (
    <>
      <PageMeta title="Add a pup" path="/account/add-pup/" noindex />
      <QuizView catalog={catalog} />
    </>
  );
}
