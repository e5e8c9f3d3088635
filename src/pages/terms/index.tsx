import { ContentView } from '@/features/marketing/content/content-view';
import { TERMS_META } from '@/features/marketing/content/meta/terms';
import { PageMeta } from '@/ui/seo/page-meta';

export default function TermsPage() {
  return (
    <>
      <PageMeta {...TERMS_META} />
      <ContentView page="terms" />
    </>
  );
}
