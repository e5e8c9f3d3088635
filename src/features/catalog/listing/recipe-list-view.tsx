import { PageLayout } from '@/ui/layout/page-layout';
import { RecipeListContent, type RecipeListContentProps } from './recipe-list-content';

export function RecipeListView(props: RecipeListContentProps) {
  return (
    <PageLayout>
      <RecipeListContent {...props} />
    </PageLayout>
  );
}
