import type { PetInput } from '@/contracts/pets';
import { ALLERGEN_LABELS, ALLERGENS } from '@/domain/allergens';
import { ACTIVITY_CHOICES, BIRTH_MONTH_CHOICES, birthYearChoices } from '@/domain/pup-choices';
import { ChoiceGroup } from '../choice-group';
import { FieldRow } from '../field-row';
import { SelectField } from '../select-field';
import { TextField } from '../text-field';

/**
 * A pup's quiz answers as a form holds them: what was typed or picked, not yet checked. The quiz
 * (a customer about their own dog) and the console (an agent on the phone) ask the same questions.
 */
export interface PupAnswers {
  name: string;
  weight: string;
  activity_level: '' | 'low' | 'normal' | 'high';
  is_neutered: '' | 'yes' | 'no';
  birth_year: string;
  birth_month: string;
  allergies: string[];
}

/** The API's pup from the answers (the pet schema then checks it and gives the spec's messages). */
export function toPetInput(pup: PupAnswers): Record<keyof PetInput, unknown> {
  return {
    name: pup.name,
    weight: pup.weight,
    activity_level: pup.activity_level,
    is_neutered: pup.is_neutered === '' ? '' : pup.is_neutered === 'yes',
    birth_year: pup.birth_year,
    birth_month: pup.birth_month,
    allergies: pup.allergies,
  };
}

/** The questions after the name: weight, activity, neutered, birth month and year, allergies. */
export function PupAnswerFields({
  pup,
  errors,
  onChange,
  neuteredLegend,
  allergiesLegend,
}: {
  pup: PupAnswers;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<PupAnswers>) => void;
  neuteredLegend: string;
  /** Null leaves the allergies out (the shortened quiz asks only what the portion needs). */
  allergiesLegend: string | null;
}) {
  return (
    <>
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
        onChange={(value) => onChange({ activity_level: value as PupAnswers['activity_level'] })}
      />
      <ChoiceGroup
        legend={neuteredLegend}
        type="radio"
        options={[
          { value: 'yes', label: 'Yes' },
          { value: 'no', label: 'No' },
        ]}
        value={pup.is_neutered}
        error={errors.is_neutered}
        onChange={(value) => onChange({ is_neutered: value as PupAnswers['is_neutered'] })}
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
      {allergiesLegend === null ? null : (
        <ChoiceGroup
          legend={allergiesLegend}
          type="checkbox"
          options={ALLERGENS.map((allergen) => ({
            value: allergen,
            label: ALLERGEN_LABELS[allergen],
          }))}
          value={pup.allergies}
          error={errors.allergies}
          onChange={(value) => onChange({ allergies: value as string[] })}
        />
      )}
    </>
  );
}
