import { startTransition, useEffect, useRef, useState, type Dispatch, type FormEvent } from 'react';
import { TextField } from '@/ui/forms/text-field';
import { useFocusFirstInvalid } from '@/ui/forms/use-focus-first-invalid';
import { Button } from '@/ui/primitives/button';
import { duplicatePupNames } from '@/domain/pup-names';
import { useTakenPupNames } from '../use-taken-pup-names';
import { PET_MESSAGES, pupNameProblem } from '@/domain/pet-messages';
import { MAX_QUIZ_PUPS, type QuizAction, type QuizState } from '../quiz-state';
import { Lead, PupRow, StepActions } from '../quiz-styles';
import { INCOMPLETE_FORM } from './incomplete';
import { notify } from '@/ui/layout/toasts';
import { trackEventLater } from '@/lib/integrations/analytics/track-later';

export function PupNamesStep({
  state,
  dispatch,
}: {
  state: QuizState;
  dispatch: Dispatch<QuizAction>;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const taken = useTakenPupNames(state.pups.flatMap((pup) => (pup.petId ? [pup.petId] : [])));
  // A name another pup already holds is said as it is typed, not steps later; an error is
  // dropped as soon as the name answers it. (Not on blur: an error appearing or going as the
  // field is left moves the buttons under the pointer, and the click on them is lost.)
  const rename = (key: string, name: string) => {
    dispatch({ type: 'editPup', key, changes: { name } });
    const pups = state.pups.map((pup) => (pup.key === key ? { ...pup, name } : pup));
    const clash = duplicatePupNames(pups, taken)[key];
    setErrors((current) => {
      const next = { ...current };
      if (clash) next[key] = clash;
      else if (name.trim()) delete next[key];
      return next;
    });
  };
  const { ref: form, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();
  // Where focus goes once the list has changed: into the pup just added, or after a removal to
  // the name before it (focus would otherwise fall to the page's body with the removed button).
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusNext = useRef<{ key: string } | 'added' | null>(null);
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    const key = wanted === 'added' ? state.pups.at(-1)?.key : wanted.key;
    if (key) inputs.current.get(key)?.focus();
  }, [state.pups]);
  const addPup = () => {
    focusNext.current = 'added';
    dispatch({ type: 'addPup' });
  };
  const removePup = (index: number) => {
    const stays = state.pups.filter((_, at) => at !== index);
    focusNext.current = { key: stays[Math.max(0, index - 1)]!.key };
    dispatch({ type: 'removePup', key: state.pups[index]!.key });
  };
  const pupsAtMount = useRef(state.pups);
  // Names typed into the server's HTML before the page hydrated count as
  // typed: React keeps what an input shows while hydrating, not what its state says.
  useEffect(() => {
    const inputs = form.current?.querySelectorAll('input') ?? [];
    pupsAtMount.current.forEach((pup, index) => {
      const typed = inputs[index]?.value;
      if (typed !== undefined && typed !== pup.name) {
        dispatch({ type: 'editPup', key: pup.key, changes: { name: typed } });
      }
    });
  }, [dispatch, form]);

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const pup of state.pups) {
      const problem = pup.name.trim() ? pupNameProblem(pup.name) : PET_MESSAGES.name;
      if (problem) found[pup.key] = problem;
    }
    Object.assign(found, duplicatePupNames(state.pups, taken));
    if (Object.keys(found).length) {
      notify.warning(INCOMPLETE_FORM);
      focusFirstInvalidSoon();
    }
    setErrors(found);
    if (Object.keys(found).length === 0)
      void trackEventLater('quizStarted', { pups: state.pups.length });
    // The next step (a long form) renders as a transition: the press is painted at once and
    // typing stays responsive while it renders, instead of the click waiting for the whole step.
    if (Object.keys(found).length === 0)
      startTransition(() => dispatch({ type: 'go', step: 'details', pupIndex: 0 }));
  };

  return (
    <form ref={form} onSubmit={next} noValidate aria-labelledby="quiz-title">
      <h1 id="quiz-title">Who are we feeding?</h1>
      <Lead>Tell us your pups’ names and we’ll build a plan for each of them.</Lead>
      {state.pups.map((pup, index) => (
        <PupRow key={pup.key}>
          <TextField
            ref={(node) => {
              if (node) inputs.current.set(pup.key, node);
              else inputs.current.delete(pup.key);
            }}
            label={state.pups.length > 1 ? `Pup ${index + 1}’s name` : 'Your pup’s name'}
            value={pup.name}
            autoComplete="off"
            maxLength={40}
            error={errors[pup.key]}
            onChange={(event) => rename(pup.key, event.target.value)}
          />
          {state.pups.length > 1 ? (
            <Button
              type="button"
              variant="cancel"
              size="small"
              onClick={() => removePup(index)}
              aria-label={`Remove ${pup.name || `pup ${index + 1}`}`}
            >
              Remove
            </Button>
          ) : null}
        </PupRow>
      ))}
      <StepActions>
        {state.pups.length < MAX_QUIZ_PUPS ? (
          <Button type="button" variant="secondary" onClick={addPup}>
            Add another pup
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit">Continue</Button>
      </StepActions>
    </form>
  );
}
