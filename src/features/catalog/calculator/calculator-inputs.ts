import type { ActivityLevel, DogProfile } from '@/domain/nutrition';

/** The calculator's answers, as its fields hold them. */
export interface CalculatorInputs {
  weight: string;
  activity: ActivityLevel;
  neutered: boolean;
  age: 'puppy' | 'junior' | 'adult';
}

/** A typical adult dog: what the calculator shows before any answer changes. */
export const DEFAULT_INPUTS: CalculatorInputs = {
  weight: '30',
  activity: 'normal',
  neutered: true,
  age: 'adult',
};

const AGE_MONTHS: Record<CalculatorInputs['age'], number | undefined> = {
  puppy: 2,
  junior: 8,
  adult: undefined,
};

/** The answers as the nutrition rules take them (the weight already checked by the form). */
export function profileOf(inputs: CalculatorInputs): DogProfile {
  return {
    weightLb: Number(inputs.weight),
    activityLevel: inputs.activity,
    isNeutered: inputs.neutered,
    ageMonths: AGE_MONTHS[inputs.age],
  };
}
