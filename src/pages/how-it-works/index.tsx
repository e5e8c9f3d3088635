import { ContentView } from '@/features/marketing/content/content-view';
import { HOW_IT_WORKS_META } from '@/features/marketing/content/meta/how-it-works';
import { PageMeta } from '@/ui/seo/page-meta';

export default function HowItWorksPage() {
  return (
    <>
      <PageMeta {...HOW_IT_WORKS_META} />
      <ContentView page="how-it-works" />
    </>
  );
}
