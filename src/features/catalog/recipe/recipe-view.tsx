import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { RecipePageProps } from '../catalog-props';
import ServerRecipeContent from './recipe-content.server-html';

// Rendered by the server and not hydrated: a recipe page has nothing interactive but links.
const RecipeContent = staticIsland<RecipePageProps>({
  server: typeof window === 'undefined' ? ServerRecipeContent : null,
  load: () => import('./recipe-content').then((module) => module.RecipeContent),
});

export function RecipeView(props: RecipePageProps) {
  return (
    <PageLayout>
      <RecipeContent {...props} />
    </PageLayout>
  );
}
