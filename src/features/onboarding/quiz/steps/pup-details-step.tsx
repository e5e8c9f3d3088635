import { useState, type Dispatch, type FormEvent } from 'react';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { useCustomerSession } from '@/lib/session/use-customer-session';
import { toUserMessage } from '@/lib/api-client/user-message';
import { ALLERGEN_LABELS, ALLERGENS } from '@/domain/allergens';
import { ACTIVITY_CHOICES, BIRTH_MONTH_CHOICES, birthYearChoices } from '@/domain/pup-choices';
import { ChoiceGroup, FieldRow, FormError, SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { toPetInput, type PupDraft, type QuizAction, type QuizState } from '../quiz-state';
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
      <TextField
        label="Current weight (lbs)"
        inputMode="decimal"
        value={pup.weight}
        error={errors.weight}
        onChange={(event) => edit({ weight: event.target.value.replace(/[^\d.]/g, '') })}
      />
      <ChoiceGroup
        legend="Activity level"
        type="radio"
        options={ACTIVITY_CHOICES}
        value={pup.activity_level}
        error={errors.activity_level}
        onChange={(value) => edit({ activity_level: value as PupDraft['activity_level'] })}
      />
      <ChoiceGroup
        legend={`Is ${pup.name} spayed or neutered?`}
        type="radio"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={pup.is_neutered}
        error={errors.is_neutered}
        onChange={(value) => edit({ is_neutered: value as PupDraft['is_neutered'] })}
      />
      <FieldRow>
        <SelectField
          label="Birth year"
          placeholder="Year"
          options={birthYearChoices(new Date())}
          value={pup.birth_year}
          error={errors.birth_year}
          onChange={(event) => edit({ birth_year: event.target.value })}
        />
        <SelectField
          label="Birth month"
          placeholder="Month"
          options={BIRTH_MONTH_CHOICES}
          value={pup.birth_month}
          error={errors.birth_month}
          onChange={(event) => edit({ birth_month: event.target.value })}
        />
      </FieldRow>
      {/* The shortened quiz asks only what the portion needs; recipes are still chosen on the plan step. */}
      {shortened ? null : (
        <ChoiceGroup
          legend="Any food allergies? (optional)"
          type="checkbox"
          options={ALLERGENS.map((allergen) => ({
            value: allergen,
            label: ALLERGEN_LABELS[allergen],
          }))}
          value={pup.allergies}
          error={errors.allergies}
          onChange={(value) => edit({ allergies: value as string[] })}
        />
      )}
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
