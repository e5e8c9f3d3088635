import { ContentView } from '@/features/marketing/content/content-view';
import { ABOUT } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function AboutPage() {
  return (
    <>
      <PageMeta title={ABOUT.title} description={ABOUT.description} path={ABOUT.path} />
      <ContentView page={ABOUT} />
    </>
  );
}
