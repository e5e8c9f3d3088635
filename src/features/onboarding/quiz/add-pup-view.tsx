import { AsyncContent } from '@/ui/async-content';
import { FlowLayout } from '@/ui/layout/flow-layout';
import { FunnelHeader } from '../funnel/funnel-header';
import { usePlanCatalog } from '../use-plan-catalog';
import { QuizView } from './quiz-view';

/** /account/add-pup/: the quiz for a member's new pup, its extras at today's prices. */
export function AddPupView() {
  const catalog = usePlanCatalog();
  return (
    <AsyncContent
      resources={{ catalog }}
      loadingLabel="Loading…"
      spinnerSize={24}
      retry
      frame={(node) => <FlowLayout header={<FunnelHeader />}>{node}</FlowLayout>}
    >
      {({ catalog: loaded }) => <QuizView catalog={loaded} />}
    </AsyncContent>
  );
}
