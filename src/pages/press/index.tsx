import { ContentView } from '@/features/marketing/content/content-view';
import { PRESS_META } from '@/features/marketing/content/meta/press';
import { PageMeta } from '@/ui/seo/page-meta';

export default function PressPage() {
  return (
    <>
      <PageMeta {...PRESS_META} />
      <ContentView page="press" />
    </>
  );
}
