import { useState, type Dispatch, type FormEvent } from 'react';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { toUserMessage } from '@/lib/api-client/user-message';
import { FormError } from '@/ui/forms';
import { PupAnswerFields, toPetInput } from '@/ui/forms/pup/pup-answer-fields';
import { Button } from '@/ui/primitives/button';
import type { PupDraft, QuizAction, QuizState } from '../quiz-state';
import { Lead, StepActions } from '../quiz-styles';
import { finishPups } from '../finish-pups';
import { useFocusFirstInvalid } from '@/ui/forms/use-focus-first-invalid';
import { stepErrors } from './step-errors';

export function PupDetailsStep({
  state,
  dispatch,
}: {
  state: QuizState;
  dispatch: Dispatch<QuizAction>;
}) {
  const pup = state.pups[state.pupIndex]!;
  const shortened = useFlag('SHORTENED_ONBOARDING_QUIZ');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { ref: form, focusFirstInvalidSoon } = useFocusFirstInvalid<HTMLFormElement>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A signed-in customer (Add Pup) is not asked "About you": the account knows them, so the last
  // pup's Continue saves the pups and goes straight to the plan.
  const signedIn = useCustomerSession().status === 'authenticated';
  const edit = (changes: Partial<PupDraft>) => dispatch({ type: 'editPup', key: pup.key, changes });
  const last = state.pupIndex === state.pups.length - 1;

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found = await stepErrors(
      () => import('@/contracts/pets').then((module) => module.petSchema),
      toPetInput(pup),
    );
    setErrors(found ?? {});
    if (found) focusFirstInvalidSoon();
    setFailure(null);
    if (found) return;
    if (!last) return dispatch({ type: 'go', step: 'details', pupIndex: state.pupIndex + 1 });
    if (!signedIn) return dispatch({ type: 'go', step: 'owner' });
    setSaving(true);
    const error = await finishPups(state, dispatch);
    setSaving(false);
    if (error) setFailure(toUserMessage(error, { action: 'submit' }).message);
  };
  const back = () =>
    dispatch(
      state.pupIndex === 0
        ? { type: 'go', step: 'pups' }
        : { type: 'go', step: 'details', pupIndex: state.pupIndex - 1 },
    );

  return (
    <form ref={form} onSubmit={next} noValidate aria-labelledby="quiz-title" key={pup.key}>
      <h1 id="quiz-title">Tell us about {pup.name}</h1>
      <Lead>Every plan is portioned for one dog’s size, age and activity.</Lead>
      <PupAnswerFields
        pup={pup}
        errors={errors}
        onChange={edit}
        neuteredLegend={`Is ${pup.name} spayed or neutered?`}
        // The shortened quiz asks only what the portion needs; recipes are still chosen on the plan step.
        allergiesLegend={shortened ? null : 'Any food allergies? (optional)'}
      />
      {failure ? <FormError role="alert">{failure}</FormError> : null}
      <StepActions>
        <Button type="button" variant="secondary" onClick={back}>
          Back
        </Button>
        <Button type="submit" loading={saving}>
          Continue
        </Button>
      </StepActions>
    </form>
  );
}
