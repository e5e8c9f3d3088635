import { FlowLayout } from '@/ui/layout/flow-layout';
import { FunnelHeader } from '../funnel/funnel-header';
import type { PlanCatalog } from '../plan/plan-step';
import { QuizBody } from './quiz-body';

/** /onboarding/: the quiz, one step at a time, under the funnel's own header. */
export function QuizView({ catalog }: { catalog: PlanCatalog }) {
  return (
    <FlowLayout header={<FunnelHeader />}>
      <QuizBody catalog={catalog} />
    </FlowLayout>
  );
}
