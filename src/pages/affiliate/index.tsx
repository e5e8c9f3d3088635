import { ContentView } from '@/features/marketing/content/content-view';
import { AFFILIATE } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AffiliatePage() {
  return (
    <>
      <PageMeta title={AFFILIATE.title} description={AFFILIATE.description} path={AFFILIATE.path} />
      <ContentView page={AFFILIATE} />
    </>
  );
}
