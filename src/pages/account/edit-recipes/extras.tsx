import type { GetStaticProps } from 'next';
import { ExtrasView } from '@/features/account/extras/extras-view';
import type { AddonOption } from '@/features/onboarding/plan/addons-picker';
import { quizCatalog } from '@/features/onboarding/quiz-catalog';
import { PageMeta } from '@/ui/seo/page-meta';
import { publicPrices } from '@/server/services/prices/public-prices';

interface Props {
  addons: AddonOption[];
}

export const getStaticProps: GetStaticProps<Props> = async () => {
  const { sheet, revalidate } = await publicPrices();
  return { props: { addons: quizCatalog(sheet).addons }, revalidate };
};

export default function ExtrasPage({ addons }: Props) {
  return (
    <>
      <PageMeta title="Treats and supplements" path="/account/edit-recipes/extras/" noindex />
      <ExtrasView addons={addons} />
    </>
  );
}
