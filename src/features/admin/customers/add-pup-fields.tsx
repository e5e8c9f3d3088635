import { ValidationError as YupError } from 'yup';
import { petSchema, type PetInput } from '@/contracts/pets';
import { TextField } from '@/ui/forms';
import { PupAnswerFields, toPetInput, type PupAnswers } from '@/ui/forms/pup/pup-answer-fields';

export const EMPTY_PUP: PupAnswers = {
  name: '',
  weight: '',
  activity_level: '',
  is_neutered: '',
  birth_year: '',
  birth_month: '',
  allergies: [],
};

/**
 * The pup checked with the customer's own schema (the one the pets API uses): the pup, or the
 * first message per field.
 */
export async function checkPup(
  pup: PupAnswers,
): Promise<{ pup: PetInput } | { errors: Record<string, string> }> {
  try {
    return { pup: await petSchema.validate(toPetInput(pup), { abortEarly: false }) };
  } catch (error) {
    if (!(error instanceof YupError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length ? error.inner : [error])
      errors[(issue.path ?? '').replace(/\[\d+\]$/, '')] ??= issue.message;
    return { errors };
  }
}

/** The customer's quiz questions about one pup, for an agent to fill in on the phone. */
export function AddPupFields({
  pup,
  errors,
  onChange,
}: {
  pup: PupAnswers;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<PupAnswers>) => void;
}) {
  return (
    <>
      <TextField
        label="Pup’s name"
        value={pup.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <PupAnswerFields
        pup={pup}
        errors={errors}
        onChange={onChange}
        neuteredLegend="Spayed or neutered?"
        allergiesLegend="Food allergies (optional)"
      />
    </>
  );
}
