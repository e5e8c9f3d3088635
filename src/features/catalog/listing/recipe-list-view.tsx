import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { RecipeListContentProps } from './recipe-list-content';
import ServerRecipeListContent from './recipe-list-content.server-html';

// Rendered by the server and not hydrated: a listing has nothing interactive but its links.
const RecipeListContent = staticIsland<RecipeListContentProps>({
  server: typeof window === 'undefined' ? ServerRecipeListContent : null,
  load: () => import('./recipe-list-content').then((module) => module.RecipeListContent),
});

export function RecipeListView(props: RecipeListContentProps) {
  return (
    <PageLayout>
      <RecipeListContent {...props} />
    </PageLayout>
  );
}
