import type { GetStaticProps } from 'next';
import { ExtrasView } from '@/features/account/extras/extras-view';
import type { AddonOption } from '@/features/onboarding/plan/addons-picker';
import { quizCatalog } from '@/features/onboarding/quiz-catalog';
import { PageMeta } from '@/ui/seo/page-meta';

interface Props {
  addons: AddonOption[];
}

export const getStaticProps: GetStaticProps<Props> = async () => ({
  props: { addons: quizCatalog().addons },
});

export default function ExtrasPage({ addons }: Props) {
  return (
    <>
      <PageMeta title="Treats and supplements" path="/account/edit-recipes/extras/" noindex />
      <ExtrasView addons={addons} />
    </>
  );
}
