import { PageLayout } from '@/ui/layout/page-layout';
import type { RecipePageProps } from '../catalog-props';
import { RecipeContent } from './recipe-content';

export function RecipeView(props: RecipePageProps) {
  return (
    <PageLayout>
      <RecipeContent {...props} />
    </PageLayout>
  );
}
