import type { ComponentType } from 'react';
import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { RecipePageProps } from '../catalog-props';

// Rendered by the server and not hydrated: a recipe page has nothing interactive but links.
const RecipeContent = staticIsland<RecipePageProps>({
  server:
    typeof window === 'undefined'
      ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- server only; see staticIsland
        (require('./recipe-content') as { RecipeContent: ComponentType<RecipePageProps> })
          .RecipeContent
      : null,
  load: () => import('./recipe-content').then((module) => module.RecipeContent),
});

export function RecipeView(props: RecipePageProps) {
  return (
    <PageLayout>
      <RecipeContent {...props} />
    </PageLayout>
  );
}
