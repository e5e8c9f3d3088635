import { ContentView } from '@/features/marketing/content/content-view';
import { LEARNING_RESOURCES_META } from '@/features/marketing/content/meta/learning-resources';
import { PageMeta } from '@/ui/seo/page-meta';

export default function LearningResourcesPage() {
  return (
    <>
      <PageMeta {...LEARNING_RESOURCES_META} />
      <ContentView page="learning-resources" />
    </>
  );
}
