import { useEffect, useId, useState } from 'react';
import { useIsClient } from '@/ui/hooks/use-is-client';
import styled from 'styled-components';
import { formatCents } from '@/domain/format/money';
import { MAX_WEIGHT_LB, MIN_WEIGHT_LB, type ActivityLevel } from '@/domain/nutrition';
import { PLAN_NAMES } from '@/domain/plan-types';
import type { CalculatorRecipe, PortionResult } from './calculate-portions';
import { DEFAULT_INPUTS, profileOf, type CalculatorInputs } from './calculator-inputs';
import { spacing } from '@/ui/theme';
import { formatKcal } from '@/domain/format/kcal';
import { groupDigits } from '@/domain/format/group-digits';

const AGES = {
  puppy: 'Under 4 months',
  junior: '4 to 11 months',
  adult: '1 year or older',
} as const;

/**
 * The arithmetic and the pricing rules behind it (plan quotes, recipe choice): fetched when the
 * visitor first focuses the form, not with the page. The starting dog's result comes with the
 * page (worked out when it was built), so nothing needs them before an answer changes.
 */
const loadCalculation = () => import('./calculate-portions');

const Form = styled.form`
  display: grid;
  gap: ${spacing(4)};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  padding: ${spacing(5)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.palette.bone};
  label,
  legend {
    display: block;
    font-weight: 700;
    margin-bottom: ${spacing(1.5)};
  }
  input[type='number'],
  select {
    width: 100%;
    min-height: 44px;
    padding: ${spacing(2, 2.5)};
    font: inherit;
    border: 1px solid ${({ theme }) => theme.palette.darkerFur};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.palette.lightest};
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
  }
  fieldset label {
    display: inline-flex;
    gap: ${spacing(1.5)};
    font-weight: 400;
    margin-right: ${spacing(4)};
    min-height: 44px;
    align-items: center;
  }
`;

const Result = styled.div`
  margin-top: ${spacing(6)};
  ol {
    padding-left: ${spacing(5)};
  }
  li {
    margin-bottom: ${spacing(1.5)};
  }
  table {
    border-collapse: collapse;
    width: 100%;
    margin-top: ${spacing(4)};
  }
  th,
  td {
    padding: ${spacing(2.5, 2)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.palette.line};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.palette.error};
  font-weight: 700;
`;

/** Weight, activity, neutered and age in; calories, grams and price per plan type out, with the working shown. */
export function PortionCalculator({
  recipes,
  initial,
}: {
  recipes: CalculatorRecipe[];
  /** The result for DEFAULT_INPUTS, worked out on the server. */
  initial: PortionResult;
}) {
  const id = useId();
  // Usable once hydrated: a value typed into the server's HTML before would show but not count.
  const ready = useIsClient();
  const [weight, setWeight] = useState(DEFAULT_INPUTS.weight);
  const [activity, setActivity] = useState<ActivityLevel>(DEFAULT_INPUTS.activity);
  const [neutered, setNeutered] = useState(DEFAULT_INPUTS.neutered);
  const [age, setAge] = useState<CalculatorInputs['age']>(DEFAULT_INPUTS.age);
  const [computed, setComputed] = useState<PortionResult>(initial);

  const weightLb = Number(weight);
  const valid =
    weight.trim() !== '' &&
    Number.isFinite(weightLb) &&
    weightLb >= MIN_WEIGHT_LB &&
    weightLb <= MAX_WEIGHT_LB;
  const changed =
    weight !== DEFAULT_INPUTS.weight ||
    activity !== DEFAULT_INPUTS.activity ||
    neutered !== DEFAULT_INPUTS.neutered ||
    age !== DEFAULT_INPUTS.age;
  useEffect(() => {
    if (!valid || !changed) return;
    let live = true;
    void loadCalculation().then(({ calculatePortions }) => {
      if (live)
        setComputed(calculatePortions(profileOf({ weight, activity, neutered, age }), recipes));
    });
    return () => {
      live = false;
    };
  }, [valid, changed, weight, activity, neutered, age, recipes]);
  // Until the new answer is worked out, the last one stays on screen.
  const result = !valid ? null : changed ? computed : initial;

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Portion calculator</h2>
      <p>See how much your dog needs a day, and why each plan costs what it does.</p>
      <Form
        onSubmit={(event) => event.preventDefault()}
        onFocus={() => void loadCalculation()}
        aria-describedby={`${id}-result`}
      >
        <div>
          <label htmlFor={`${id}-weight`}>Current weight (lb)</label>
          <input
            id={`${id}-weight`}
            type="number"
            inputMode="decimal"
            min={MIN_WEIGHT_LB}
            max={MAX_WEIGHT_LB}
            step="0.5"
            value={weight}
            disabled={!ready}
            onChange={(event) => setWeight(event.target.value)}
            aria-invalid={!valid}
          />
        </div>
        <div>
          <label htmlFor={`${id}-activity`}>Activity level</label>
          <select
            id={`${id}-activity`}
            value={activity}
            disabled={!ready}
            onChange={(event) => setActivity(event.target.value as ActivityLevel)}
          >
            <option value="low">Low: mostly naps</option>
            <option value="normal">Normal: daily walks</option>
            <option value="high">High: runs and working days</option>
          </select>
        </div>
        <fieldset>
          <legend>Spayed or neutered?</legend>
          <label>
            <input
              type="radio"
              name={`${id}-neutered`}
              checked={neutered}
              disabled={!ready}
              onChange={() => setNeutered(true)}
            />{' '}
            Yes
          </label>
          <label>
            <input
              type="radio"
              name={`${id}-neutered`}
              checked={!neutered}
              disabled={!ready}
              onChange={() => setNeutered(false)}
            />{' '}
            No
          </label>
        </fieldset>
        <div>
          <label htmlFor={`${id}-age`}>Age</label>
          <select
            id={`${id}-age`}
            value={age}
            disabled={!ready}
            onChange={(event) => setAge(event.target.value as keyof typeof AGES)}
          >
            {Object.entries(AGES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </Form>
      <Result id={`${id}-result`} aria-live="polite">
        {!result ? (
          <ErrorText>
            Enter a weight between {MIN_WEIGHT_LB} and {MAX_WEIGHT_LB} lb.
          </ErrorText>
        ) : (
          <>
            <h3>
              {formatKcal(result.kcalPerDay)} per day, {formatKcal(result.kcalPerMeal)} per meal
            </h3>
            <ol>
              <li>
                Weight: {weightLb} lb = {result.weightKg} kg.
              </li>
              <li>
                Resting energy: 70 × {result.weightKg}
                <sup>0.75</sup> = {formatKcal(result.restingKcal)} a day.
              </li>
              <li>
                Daily need: {groupDigits(result.restingKcal)} × {result.factor} (life stage and
                activity) = {formatKcal(result.kcalPerDay)} a day.
              </li>
              <li>
                Per meal: {groupDigits(result.kcalPerDay)} ÷ {result.mealsPerDay} meals ={' '}
                {formatKcal(result.kcalPerMeal)}.
              </li>
            </ol>
            <table>
              <caption className="visually-hidden">Daily food and price by plan type</caption>
              <thead>
                <tr>
                  <th scope="col">Plan</th>
                  <th scope="col">kcal per day</th>
                  <th scope="col">Food per day</th>
                  <th scope="col">Per day</th>
                  <th scope="col">Per week</th>
                </tr>
              </thead>
              <tbody>
                {result.plans.map((plan) => (
                  <tr key={plan.planType}>
                    <th scope="row">
                      {PLAN_NAMES[plan.planType]}
                      <br />
                      <small>{plan.recipes.join(', ')}</small>
                    </th>
                    <td>{groupDigits(plan.kcalPerDay)}</td>
                    <td>
                      {[
                        plan.freshGramsPerDay ? `${plan.freshGramsPerDay} g fresh` : '',
                        plan.dryGramsPerDay ? `${plan.dryGramsPerDay} g baked` : '',
                      ]
                        .filter(Boolean)
                        .join(' + ')}
                    </td>
                    <td>{formatCents(plan.pricePerDay)}</td>
                    <td>{formatCents(plan.pricePerWeek)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p>
              A week is always seven days of the daily price. Half-fresh feeds half the calories as
              fresh food, to top up another food. Starting amounts, not veterinary advice.
            </p>
          </>
        )}
      </Result>
    </section>
  );
}
