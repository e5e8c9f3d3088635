import { useId } from 'react';
import styled from 'styled-components';
import { AllergenTag } from '@/features/onboarding/plan/allergen-warnings';
import { color, fontSize, mediaUp, radius, spacing } from '@/ui/theme';

export interface RecipeChoice {
  value: string;
  name: string;
  /** The recipe's bowl (the menu art); none in callers that do not pass the catalogue's art. */
  image?: string;
  /** 'Contains chicken' when a pup is allergic to it: part of the checkbox's name. */
  warning: string | null;
  /** Every allergen the recipe holds, as labels: described, not named, by the checkbox. */
  allergens: string[];
}

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${spacing(3)};
    font-size: ${fontSize.md};
    font-weight: 700;
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${spacing(3)};
  ${mediaUp('tablet')} {
    grid-template-columns: repeat(auto-fill, minmax(176px, 1fr));
    gap: ${spacing(4)};
  }
`;

/*
 * The label is stretched over the whole card (its ::after), so the art, the name and the tags all
 * tick the box; the box itself stays a real, visible checkbox for the keyboard and screen readers.
 */
const Card = styled.div`
  position: relative;
  display: grid;
  align-content: start;
  gap: ${spacing(2)};
  padding: ${spacing(3)};
  border: 1px solid ${color.line};
  border-radius: ${radius.medium};
  background: ${color.surface};
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${color.darkerFur};
  }
  &:has(input:checked) {
    border-color: ${color.kale};
    box-shadow: inset 0 0 0 1px ${color.kale};
    background: ${color.bone};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    top: ${spacing(3)};
    right: ${spacing(3)};
    z-index: 1;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${color.kale};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
  }
  label {
    display: grid;
    gap: ${spacing(2)};
    font-weight: 700;
    cursor: pointer;
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: contain;
    border-radius: ${radius.small};
  }
`;

const Tags = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${spacing(1)};
  margin: 0;
  font-size: ${fontSize.xs};
  color: ${color.inkMuted};
  span:not(.visually-hidden) {
    padding: ${spacing(0, 1.5)};
    border-radius: ${radius.pill};
    background: ${color.surfaceMuted};
    border: 1px solid ${color.line};
  }
`;

/**
 * A kind's recipes as cards with their art and allergens: one checkbox per recipe, in a
 * fieldset named by its legend, as the plain choice group had, so a pup's warning stays in the
 * checkbox's name ('Fresh Chicken Contains chicken') and the recipe's allergens describe it.
 */
export function RecipeChoiceCards({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly RecipeChoice[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Grid>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          const tagsId = `${inputId}-allergens`;
          return (
            <Card key={option.value}>
              <input
                id={inputId}
                type="checkbox"
                name={name}
                value={option.value}
                checked={value.includes(option.value)}
                aria-describedby={option.allergens.length ? tagsId : undefined}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...value, option.value]
                      : value.filter((item) => item !== option.value),
                  )
                }
              />
              <label htmlFor={inputId}>
                {option.image ? <img src={option.image} alt="" width={176} height={132} /> : null}
                <span>
                  {option.name}
                  {option.warning ? (
                    <>
                      {' '}
                      <AllergenTag>{option.warning}</AllergenTag>
                    </>
                  ) : null}
                </span>
              </label>
              {option.allergens.length ? (
                <Tags id={tagsId}>
                  {/* Read once as a sentence; the pills are its picture. */}
                  <span className="visually-hidden">{`Contains: ${option.allergens.join(', ')}`}</span>
                  {option.allergens.map((allergen) => (
                    <span key={allergen} aria-hidden="true">
                      {allergen}
                    </span>
                  ))}
                </Tags>
              ) : null}
            </Card>
          );
        })}
      </Grid>
    </Fieldset>
  );
}
