import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerFaqsContent from './faqs-content.server-html';

// The questions and their search: the page paints them from the server's HTML, and their code
// (the questions themselves, to search them) follows the first load and hydrates them.
const FaqsContent = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerFaqsContent : null,
  load: () => import('./faqs-content').then((module) => module.FaqsContent),
});

/** Support & FAQ: questions grouped by topic, filtered as you type. */
export function FaqsView() {
  return (
    <PageLayout>
      <FaqsContent />
    </PageLayout>
  );
}
