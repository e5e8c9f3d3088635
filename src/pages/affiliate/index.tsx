import { ContentView } from '@/features/marketing/content/content-view';
import { AFFILIATE_META } from '@/features/marketing/content/meta/affiliate';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AffiliatePage() {
  return (
    <>
      <PageMeta {...AFFILIATE_META} />
      <ContentView page="affiliate" />
    </>
  );
}
