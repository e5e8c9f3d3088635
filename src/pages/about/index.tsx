import { ContentView } from '@/features/marketing/content/content-view';
import { ABOUT_META } from '@/features/marketing/content/meta/about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AboutPage() {
  return (
    <>
      <PageMeta {...ABOUT_META} />
      <ContentView page="about" />
    </>
  );
}
