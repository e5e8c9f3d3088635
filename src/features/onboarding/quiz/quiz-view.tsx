import { PageLayout } from '@/ui/layout/page-layout';
import { lazyHydrated } from '@/ui/lazy-hydration';
import ServerFunnelHeader from '../funnel/funnel-header.server-html';
import type { PlanCatalog } from '../plan/plan-step';
import ServerQuizBody from './quiz-body.server-html';

// The header (logo, help, who is signed in) is not needed for the first step: painted from the
// server's HTML, its code follows once the page is interactive, as the site header's does.
const FunnelHeader = lazyHydrated<object>({
  server: typeof window === 'undefined' ? ServerFunnelHeader : null,
  load: () => import('../funnel/funnel-header').then((module) => module.FunnelHeader),
});

// The quiz paints its first step from the server's HTML; its code follows the first load and
// hydrates it. Names typed meanwhile are kept, and a click on Continue is answered once it is there.
const QuizBody = lazyHydrated<{ catalog: PlanCatalog }>({
  server: typeof window === 'undefined' ? ServerQuizBody : null,
  load: () => import('./quiz-body').then((module) => module.QuizBody),
});

/** /onboarding/: the quiz, one step at a time, under the funnel's own header. */
export function QuizView({ catalog }: { catalog: PlanCatalog }) {
  return (
    <PageLayout footer="simple" showBanner={false} header={<FunnelHeader />}>
      <QuizBody catalog={catalog} />
    </PageLayout>
  );
}
