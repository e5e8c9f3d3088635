import dynamic from 'next/dynamic';
import { Spinner } from '@/ui/primitives/spinner';

import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import { FunnelProgress } from '../funnel/funnel-progress';
import { funnelStepAt, funnelSteps, skipsAboutYou } from '../funnel/funnel-steps';
import type { PlanCatalog } from '../plan/plan-step';
import { browserStore } from '@/lib/visit/browser-store';
import { QuizCard } from './quiz-styles';
import { QUIZ_STORAGE_KEY } from './quiz-state';
import { PupNamesStep } from './steps/pup-names-step';
import { quizStepParam } from './quiz-history';
import { useIsClient } from '@/ui/hooks/use-is-client';
import { useQuiz } from './use-quiz';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { focusStepHeading, useQuizHistory } from './use-quiz-history';

// The plan step brings the API client and SWR: loaded when the quiz gets there.
const PlanStep = dynamic(() => import('../plan/plan-step').then((module) => module.PlanStep), {
  ssr: false,
  loading: () => <Spinner $size={24} />,
});

// Only the first step is needed for the first paint (the server renders no other); the next two
// (the owner step brings the API error model) load as soon as the visitor starts on the quiz (a
// focus or a press in its card), while they type their pups' names, so no step waits for them.
// Not at idle time: a visitor who leaves without starting never downloads them (~10 kB gzip).
const PupDetailsStep = dynamic(
  () => import('./steps/pup-details-step').then((module) => module.PupDetailsStep),
  { ssr: false, loading: () => <Spinner $size={24} /> },
);
const OwnerStep = dynamic(() => import('./steps/owner-step').then((module) => module.OwnerStep), {
  ssr: false,
  loading: () => <Spinner $size={24} />,
});

// The same import()s as next/dynamic's: the bundler loads each chunk once, whoever asks first.
function preloadNextSteps(): void {
  void import('./steps/pup-details-step').catch(() => undefined);
  void import('./steps/owner-step').catch(() => undefined);
}

/** Preloads the next steps when focus is already in the quiz (it was focused before hydration). */
function usePreloadWhenFocused(card: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (card.current?.contains(document.activeElement)) preloadNextSteps();
  }, [card]);
}

interface QuizProps {
  catalog: PlanCatalog;
  restore: boolean;
  persist: boolean;
}

// Memoised: the hydration pass's props come again right after it (see RestoringQuiz).
const Quiz = memo(function Quiz({ catalog, restore, persist }: QuizProps) {
  const { state, dispatch } = useQuiz({ restore, persist });
  const skipOwner = skipsAboutYou(state, useCustomerSession().status === 'authenticated');
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
      <FunnelProgress steps={funnelSteps(state, skipOwner)} at={funnelStepAt(state, skipOwner)} />
      {state.step === 'pups' ? <PupNamesStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'details' ? <PupDetailsStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'owner' ? <OwnerStep state={state} dispatch={dispatch} /> : null}
      {state.step === 'plan' ? (
        <PlanStep state={state} dispatch={dispatch} catalog={catalog} />
      ) : null}
    </>
  );
});

/**
 * The quiz, one step at a time, in its card. The first step is rendered on the server; a returning
 * visitor's progress is restored right after hydration.
 */
export function QuizBody({ catalog }: { catalog: PlanCatalog }) {
  const card = useRef<HTMLElement>(null);
  usePreloadWhenFocused(card);
  return (
    <QuizCard
      ref={card}
      aria-labelledby="quiz-title"
      onFocus={preloadNextSteps}
      onPointerDown={preloadNextSteps}
    >
      <RestoringQuiz catalog={catalog} />
    </QuizCard>
  );
}

/**
 * Hydrates the first step as the server rendered it, then restores a returning visitor's progress.
 * Only this small part renders again after hydration, not the page around it.
 */
function RestoringQuiz({ catalog }: { catalog: PlanCatalog }) {
  const isClient = useIsClient();
  const [hadProgress] = useState(
    () => typeof window !== 'undefined' && browserStore()?.getItem(QUIZ_STORAGE_KEY) != null,
  );
  const restore = isClient && hadProgress;
  return (
    <Quiz
      key={restore ? 'restored' : 'fresh'}
      catalog={catalog}
      restore={restore}
      persist={restore || !hadProgress}
    />
  );
}
