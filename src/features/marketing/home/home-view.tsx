import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { HomeSectionsProps } from './home-sections';
import ServerHomeSections from './home-sections.server-html';

// Rendered by the server and not hydrated: none of the home page's sections is interactive.
const HomeContent = staticIsland<HomeSectionsProps>({
  server: typeof window === 'undefined' ? ServerHomeSections : null,
  load: () => import('./home-sections').then((module) => module.HomeSections),
});

export function HomeView({ recipes }: HomeSectionsProps) {
  return (
    <PageLayout>
      <HomeContent recipes={recipes} />
    </PageLayout>
  );
}
