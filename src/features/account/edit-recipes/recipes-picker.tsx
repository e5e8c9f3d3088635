import styled from 'styled-components';
import { useState, type ReactNode } from 'react';
import {
  PLAN_LABELS,
  toggleRecipe,
  type RecipeSelection,
} from '@/features/onboarding/plan/plan-choice';
import { AllergenWarnings } from '@/features/onboarding/plan/allergen-warnings';
import { acknowledge, pendingNotices } from '@/features/onboarding/plan/plan-allergens';
import { useConsentRefusal } from '@/features/onboarding/plan/use-consent-refusal';
import {
  toApiError,
  toUserMessage,
  type PlanChange,
  type PlanQuote,
  type Subscription,
} from '@/lib/api-client';
import { ALLERGEN_LABELS, allergenNotices, allergenTag } from '@/domain/allergens';
import { ownValue } from '@/domain/own-value';
import { formatCents } from '@/domain/format/money';
import { recipePriceMessage } from '@/domain/recipe-price-message';
import { kindsOf, recipeLimitMessage } from '@/domain/recipe-selection';
import { FormError } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { color, fontSize, radius, spacing } from '@/ui/theme';
import { offeredRecipes, type RecipeOption } from './offered-recipes';
import { RecipeChoiceCards } from './recipe-choice-cards';

const Kinds = styled.div`
  display: grid;
  gap: ${spacing(6)};
  margin: ${spacing(5, 0)};
`;

/** The price as the choice stands and the one action, kept together below the cards. */
const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${spacing(3, 6)};
  padding: ${spacing(4)};
  border-radius: ${radius.medium};
  background: ${color.surfaceMuted};
  p {
    margin: 0;
  }
  > div {
    display: grid;
    gap: ${spacing(1)};
  }
  strong {
    font-size: ${fontSize.lg};
  }
`;

const allergenLabel = (key: string) => ownValue<string>(ALLERGEN_LABELS, key) ?? key;

const selectionKey = (selection: RecipeSelection) =>
  [...selection.fresh].sort().join('+') + '|' + [...selection.dry].sort().join('+');

export interface RecipesPickerProps {
  recipes: RecipeOption[];
  subscription: Subscription;
  showLamb: boolean;
  /** Prices a selection without saving it (the customer's quote or the console's). */
  quote: (change: PlanChange) => Promise<PlanQuote>;
  /** Saves the change; a thrown error is shown through the one error model. */
  save: (change: PlanChange) => Promise<void>;
  intro?: ReactNode;
  /**
   * Keeps element ids apart when several plans' pickers share a page; the caller's container is
   * labelled by `${idPrefix}recipes-title`.
   */
  idPrefix?: string;
}

/**
 * The recipe picker of one plan, shared by My plan and the console so both keep the same rules.
 * Prices are quoted per selection and kept, so the price shown and the message always belong to
 * the recipes ticked now, compared with the plan as it is (not with whatever was ticked in
 * between); an incomplete choice shows no price at all.
 */
export function RecipesPicker({
  recipes,
  subscription,
  showLamb,
  quote,
  save,
  intro,
  idPrefix = '',
}: RecipesPickerProps) {
  const [selection, setSelection] = useState<RecipeSelection>(subscription.recipes);
  const [quotes, setQuotes] = useState<Record<string, number>>(() => ({
    [selectionKey(subscription.recipes)]: subscription.price_per_week,
  }));
  const [limit, setLimit] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const kinds = kindsOf(subscription.plan_type);
  const inPlan = new Set([...subscription.recipes.fresh, ...subscription.recipes.dry]);
  const offered = (kind: 'fresh' | 'dry') => offeredRecipes(recipes, kind, inPlan, showLamb);
  const complete = (next: RecipeSelection) => kinds.every((kind) => next[kind].length > 0);
  // Recipes this change adds with one of the pup's allergens need the owner's consent to save.
  const pup = { name: subscription.pet_name, allergies: subscription.pet_allergies };
  const [consents, setConsents] = useState<string[]>([]);
  const added = [...selection.fresh, ...selection.dry].filter((key) => !inPlan.has(key));
  const notices = allergenNotices(recipes, added, [pup]);
  // A recipe unticked and ticked again is warned about again.
  const acknowledged = consents.filter((key) => added.includes(key));
  const weekly = complete(selection) ? quotes[selectionKey(selection)] : undefined;
  const message = !complete(selection)
    ? recipePriceMessage(0, subscription.price_per_week, subscription.price_per_week)
    : weekly === undefined
      ? null
      : recipePriceMessage(
          selection.fresh.length + selection.dry.length,
          subscription.price_per_week,
          weekly,
        );

  const choose = async (next: RecipeSelection) => {
    setSelection(next);
    setError(null);
    setLimit(null);
    const key = selectionKey(next);
    if (!complete(next) || quotes[key] !== undefined) return;
    try {
      const priced = await quote({ recipes: next });
      setQuotes((known) => ({ ...known, [key]: priced.price_per_week }));
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'load' }).message);
    }
  };

  const consent = useConsentRefusal(pendingNotices(notices, acknowledged));

  const submit = async () => {
    if (!consent.check()) return;
    setSaving(true);
    setError(null);
    try {
      await save(
        notices.length
          ? { recipes: selection, allergen_acknowledged: true }
          : { recipes: selection },
      );
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
    }
    setSaving(false);
  };

  return (
    <>
      <h2 id={`${idPrefix}recipes-title`}>
        {subscription.pet_name}’s {PLAN_LABELS[subscription.plan_type].name.toLowerCase()} plan
      </h2>
      {intro}
      <Kinds>
        {kinds.map((kind) => (
          <RecipeChoiceCards
            key={kind}
            legend={kind === 'fresh' ? 'Fresh recipes' : 'Baked recipes'}
            name={`${idPrefix}${kind}-recipes`}
            options={offered(kind).map((recipe) => ({
              value: recipe.key,
              name: recipe.name,
              image: recipe.image,
              warning: allergenTag(recipe, [pup]),
              allergens: recipe.allergens.map(allergenLabel),
            }))}
            value={selection[kind]}
            onChange={(keys) => {
              const changed =
                keys.find((key) => !selection[kind].includes(key)) ??
                selection[kind].find((key) => !keys.includes(key));
              if (!changed) return;
              const refused = recipeLimitMessage(subscription.plan_type, selection, kind, changed);
              if (refused) setLimit(refused);
              else void choose(toggleRecipe(selection, kind, changed, subscription.plan_type));
            }}
          />
        ))}
      </Kinds>
      <AllergenWarnings
        notices={notices}
        acknowledged={acknowledged}
        onAcknowledge={(key, yes) => setConsents(acknowledge(acknowledged, key, yes))}
      />
      {limit ? <p role="alert">{limit}</p> : null}
      {consent.message ? <FormError role="alert">{consent.message}</FormError> : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Summary>
        <div>
          {message ? <p role="status">{message}</p> : null}
          {weekly !== undefined ? (
            <p>
              <strong>{formatCents(weekly)} per week</strong>
            </p>
          ) : null}
        </div>
        <Button onClick={() => void submit()} loading={saving} disabled={!complete(selection)}>
          Save recipes
        </Button>
      </Summary>
    </>
  );
}
