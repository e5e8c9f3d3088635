import { PageLayout } from '@/ui/layout/page-layout';
import { staticIsland } from '@/ui/static-island';
import type { ContentArticleProps } from './content-article';
import ServerContentArticle from './content-article.server-html';

// Rendered by the server and not hydrated: an informational page has nothing interactive but
// links, and its text (the bulk of its page's code) then stays out of the browser's first load.
const ContentArticle = staticIsland<ContentArticleProps>({
  server: typeof window === 'undefined' ? ServerContentArticle : null,
  load: () => import('./content-article').then((module) => module.ContentArticle),
});

/** Informational pages (about, press, legal...): the page names its text by key. */
export function ContentView({ page }: ContentArticleProps) {
  return (
    <PageLayout>
      <ContentArticle page={page} />
    </PageLayout>
  );
}
