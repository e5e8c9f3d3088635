import { ContentView } from '@/features/marketing/content/content-view';
import { LEARNING_RESOURCES } from '@/features/marketing/content/pages-about';
import { PageMeta } from '@/ui/seo/page-meta';

export default function LearningResourcesPage() {
  return (
    <>
      <PageMeta
        title={LEARNING_RESOURCES.title}
        description={LEARNING_RESOURCES.description}
        path={LEARNING_RESOURCES.path}
      />
      <ContentView page={LEARNING_RESOURCES} />
    </>
  );
}
