import { PageLayout } from '@/ui/layout/page-layout';
import { ContentArticle, type ContentArticleProps } from './content-article';

/** Informational pages (about, press, legal...): the page names its text by key. */
export function ContentView({ page }: ContentArticleProps) {
  return (
    <PageLayout>
      <ContentArticle page={page} />
    </PageLayout>
  );
}
