import { PageLayout } from '@/ui/layout/page-layout';
import { Spinner } from '@/ui/primitives/spinner';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { FunnelHeader } from '../funnel/funnel-header';
import { FunnelProgress } from '../funnel/funnel-progress';
import { funnelStepAt, funnelSteps } from '../funnel/funnel-steps';
import type { PlanCatalog } from '../plan/plan-step';
import { browserStore } from '../visit/visit-params';
import { QuizCard } from './quiz-styles';
import { QUIZ_STORAGE_KEY } from './quiz-state';
import { OwnerStep } from './steps/owner-step';
import { PupDetailsStep } from './steps/pup-details-step';
import { PupNamesStep } from './steps/pup-names-step';
import { quizStepParam } from './quiz-history';
import { useIsClient, useQuiz } from './use-quiz';
import { focusStepHeading, useQuizHistory } from './use-quiz-history';

// The plan step brings the API client and SWR: loaded when the quiz gets there.
const PlanStep = dynamic(() => import('../plan/plan-step').then((module) => module.PlanStep), {
  loading: () => <Spinner $size={24} />,
});

function Quiz({
  catalog,
  restore,
  persist,
}: {
  catalog: PlanCatalog;
  restore: boolean;
  persist: boolean;
}) {
  const { state, dispatch } = useQuiz({ restore, persist });
  useQuizHistory(state, dispatch, persist);
  const stepKey = quizStepParam(state);
  const shownStep = useRef(stepKey);
  useEffect(() => {
    if (shownStep.current === stepKey) return;
    shownStep.current = stepKey;
    return focusStepHeading();
  }, [stepKey]);
  return (
    <>
      <FunnelProgress steps={funnelSteps(state)} at={funnelStepAt(state)} />
      {state.step === 'pups' ? <PupNamesStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'details' ? <PupDetailsStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'owner' ? <OwnerStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'plan' ? (
        <PlanStep state={state} dispatch={dispatch} catalog={catalog} />
      ) : null}
    </>
  );
}

/**
 * /onboarding/: the quiz, one step at a time. The first step is rendered on the server (a fast
 * first paint); a returning visitor's progress is restored right after hydration.
 */
export function QuizView({ catalog }: { catalog: PlanCatalog }) {
  const isClient = useIsClient();
  const [hadProgress] = useState(
    () => typeof window !== 'undefined' && browserStore()?.getItem(QUIZ_STORAGE_KEY) != null,
  );
  const restore = isClient && hadProgress;
  return (
    <PageLayout footer="simple" showBanner={false} header={<FunnelHeader />}>
      <QuizCard aria-labelledby="quiz-title">
        <Quiz
          key={restore ? 'restored' : 'fresh'}
          catalog={catalog}
          restore={restore}
          persist={restore || !hadProgress}
        />
      </QuizCard>
    </PageLayout>
  );
}
