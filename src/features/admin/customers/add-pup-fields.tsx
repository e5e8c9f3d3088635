import { ValidationError as YupError } from 'yup';
import { petSchema, type PetInput } from '@/contracts/pets';
import { ALLERGEN_LABELS, ALLERGENS } from '@/domain/allergens';
import { ACTIVITY_CHOICES, BIRTH_MONTH_CHOICES, birthYearChoices } from '@/domain/pup-choices';
import { ChoiceGroup, FieldRow, SelectField, TextField } from '@/ui/forms';

/** The pup as the form holds it: what was typed or picked, not yet checked. */
export interface PupDraft {
  name: string;
  weight: string;
  activity_level: string;
  is_neutered: '' | 'yes' | 'no';
  birth_year: string;
  birth_month: string;
  allergies: string[];
}

export const EMPTY_PUP: PupDraft = {
  name: '',
  weight: '',
  activity_level: '',
  is_neutered: '',
  birth_year: '',
  birth_month: '',
  allergies: [],
};

const asInput = (pup: PupDraft) => ({
  ...pup,
  is_neutered: pup.is_neutered === '' ? '' : pup.is_neutered === 'yes',
});

/**
 * The pup checked with the customer's own schema (the one the pets API uses): the pup, or the
 * first message per field.
 */
export async function checkPup(
  pup: PupDraft,
): Promise<{ pup: PetInput } | { errors: Record<string, string> }> {
  try {
    return { pup: await petSchema.validate(asInput(pup), { abortEarly: false }) };
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
  pup: PupDraft;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<PupDraft>) => void;
}) {
  return (
    <>
      <TextField
        label="Pup’s name"
        value={pup.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        label="Current weight (lbs)"
        inputMode="decimal"
        value={pup.weight}
        error={errors.weight}
        onChange={(event) => onChange({ weight: event.target.value.replace(/[^\d.]/g, '') })}
      />
      <ChoiceGroup
        legend="Activity level"
        type="radio"
        options={ACTIVITY_CHOICES}
        value={pup.activity_level}
        error={errors.activity_level}
        onChange={(value) => onChange({ activity_level: String(value) })}
      />
      <ChoiceGroup
        legend="Spayed or neutered?"
        type="radio"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={pup.is_neutered}
        error={errors.is_neutered}
        onChange={(value) => onChange({ is_neutered: value as PupDraft['is_neutered'] })}
      />
      <FieldRow>
        <SelectField
          label="Birth year"
          placeholder="Year"
          options={birthYearChoices(new Date())}
          value={pup.birth_year}
          error={errors.birth_year}
          onChange={(event) => onChange({ birth_year: event.target.value })}
        />
        <SelectField
          label="Birth month"
          placeholder="Month"
          options={BIRTH_MONTH_CHOICES}
          value={pup.birth_month}
          error={errors.birth_month}
          onChange={(event) => onChange({ birth_month: event.target.value })}
        />
      </FieldRow>
      <ChoiceGroup
        legend="Food allergies (optional)"
        type="checkbox"
        options={ALLERGENS.map((allergen) => ({
          value: allergen,
          label: ALLERGEN_LABELS[allergen],
        }))}
        value={pup.allergies}
        error={errors.allergies}
        onChange={(value) => onChange({ allergies: value as string[] })}
      />
    </>
  );
}
