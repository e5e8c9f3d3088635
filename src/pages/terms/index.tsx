import { ContentView } from '@/features/marketing/content/content-view';
import { TERMS } from '@/features/marketing/content/pages-legal';
import { PageMeta } from '@/ui/seo/page-meta';

export default function TermsPage() {
  return (
    <>
      <PageMeta title={TERMS.title} description={TERMS.description} path={TERMS.path} />
      <ContentView page={TERMS} />
    </>
  );
}
