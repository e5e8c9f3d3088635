import { ContentView } from '@/features/marketing/content/content-view';
import { PRESS } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PressPage() {
  return (
    <>
      <PageMeta title={PRESS.title} description={PRESS.description} path={PRESS.path} />
      <ContentView page={PRESS} />
    </>
  );
}
