import { ContentView } from '@/features/marketing/content/content-view';
import { HOW_IT_WORKS } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function HowItWorksPage() {
  return (
    <>
      <PageMeta
        title={HOW_IT_WORKS.title}
        description={HOW_IT_WORKS.description}
        path={HOW_IT_WORKS.path}
      />
      <ContentView page={HOW_IT_WORKS} />
    </>
  );
}
