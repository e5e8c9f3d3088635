import { PageLayout } from '@/ui/layout/page-layout';
import { Spinner } from '@/ui/primitives/spinner';
import { PlanStep, type PlanCatalog } from '../plan/plan-step';
import { QuizCard } from './quiz-styles';
import type { QuizState } from './quiz-state';
import { OwnerStep } from './steps/owner-step';
import { PupDetailsStep } from './steps/pup-details-step';
import { PupNamesStep } from './steps/pup-names-step';
import { useIsClient, useQuiz } from './use-quiz';

function progress(state: QuizState): { at: number; of: number } {
  const of = state.pups.length + 3;
  switch (state.step) {
    case 'pups':
      return { at: 1, of };
    case 'details':
      return { at: 2 + state.pupIndex, of };
    case 'owner':
      return { at: of - 1, of };
    case 'plan':
      return { at: of, of };
  }
}

function Quiz({ catalog }: { catalog: PlanCatalog }) {
  const { state, dispatch } = useQuiz();
  const { at, of } = progress(state);
  return (
    <>
      <p>
        <progress value={at} max={of} aria-label="Quiz progress" /> Step {at} of {of}
      </p>
      {state.step === 'pups' ? <PupNamesStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'details' ? <PupDetailsStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'owner' ? <OwnerStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'plan' ? (
        <PlanStep state={state} dispatch={dispatch} catalog={catalog} />
      ) : null}
    </>
  );
}

/** /onboarding/: the quiz, one step at a time, picking up where the visitor left off. */
export function QuizView({ catalog }: { catalog: PlanCatalog }) {
  const isClient = useIsClient();
  return (
    <PageLayout footer="simple" showBanner={false}>
      <QuizCard aria-labelledby="quiz-title">
        {isClient ? (
          <Quiz catalog={catalog} />
        ) : (
          <>
            <h1 id="quiz-title">Let’s build your pup’s plan</h1>
            <p>
              <Spinner $size={20} /> Loading the quiz…
            </p>
          </>
        )}
      </QuizCard>
    </PageLayout>
  );
}
