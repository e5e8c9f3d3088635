import { useRouter } from 'next/router';
import { useState } from 'react';
import { browserApiClient } from '@/features/auth/session/api-client';
import {
  PLAN_LABELS,
  toggleRecipe,
  type RecipeSelection,
} from '@/features/onboarding/plan/plan-choice';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import {
  changePlan,
  quotePlanChange,
  toApiError,
  toUserMessage,
  type Subscription,
} from '@/lib/api-client';
import { MESSAGES } from '@/lib/api-client/messages';
import { formatCents } from '@/domain/format/money';
import { recipePriceMessage } from '@/domain/recipe-price-message';
import { kindsOf, recipeLimitMessage } from '@/domain/recipe-selection';
import { ChoiceGroup, FormError } from '@/ui/forms';
import { notify } from '@/ui/layout/toasts';
import Link from '@/ui/primitives/app-link';
import { Button } from '@/ui/primitives/button';
import { AccountCard } from '../components/account-card';
import { AccountFrame } from '../components/account-frame';
import { SubscriptionPage } from '../components/subscription-page';
import { offeredRecipes } from './offered-recipes';
import { AllergenWarnings, TaggedLabel } from '@/features/onboarding/plan/allergen-warnings';
import { acknowledge, pendingNotices } from '@/features/onboarding/plan/plan-allergens';
import { allergenNotices, allergenTag } from '@/domain/allergens';

export interface RecipeOption {
  key: string;
  name: string;
  kind: 'fresh' | 'dry';
  flag: string | null;
  allergens: string[];
}

/** /account/edit-recipes/: a pup's recipes, with the price messages as they change. */
export function EditRecipesView({ recipes }: { recipes: RecipeOption[] }) {
  return (
    <AccountFrame title="Edit recipes">
      {(session) => (
        <SubscriptionPage customerId={session.id}>
          {(subscription, replace) => (
            <RecipesEditor
              key={subscription.id}
              recipes={recipes}
              subscription={subscription}
              onSaved={replace}
            />
          )}
        </SubscriptionPage>
      )}
    </AccountFrame>
  );
}

const selectionKey = (selection: RecipeSelection) =>
  [...selection.fresh].sort().join('+') + '|' + [...selection.dry].sort().join('+');

/**
 * The recipe picker of one plan. Prices are quoted per selection and kept, so the price shown and
 * the message always belong to the recipes ticked now, compared with the plan as it is (not with
 * whatever was ticked in between); an incomplete choice shows no price at all.
 */
export function RecipesEditor({
  recipes,
  subscription,
  onSaved,
}: {
  recipes: RecipeOption[];
  subscription: Subscription;
  onSaved: (next: Subscription) => void;
}) {
  const router = useRouter();
  const showLamb = useFlag('SHOW_LAMB');
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
      const quote = await quotePlanChange(browserApiClient(), subscription.id, { recipes: next });
      setQuotes((known) => ({ ...known, [key]: quote.price_per_week }));
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'load' }).message);
    }
  };

  const save = async () => {
    if (pendingNotices(notices, acknowledged).length) {
      setError(`Please confirm the allergy warning for ${pup.name}’s recipes.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const change = notices.length
        ? { recipes: selection, allergen_acknowledged: true }
        : { recipes: selection };
      onSaved(await changePlan(browserApiClient(), subscription.id, change));
      notify.success(MESSAGES.changesSaved);
      await router.push('/account/');
    } catch (failure) {
      setError(toUserMessage(toApiError(failure), { action: 'submit' }).message);
      setSaving(false);
    }
  };

  return (
    <AccountCard aria-labelledby="recipes-title">
      <h2 id="recipes-title">
        {subscription.pet_name}’s {PLAN_LABELS[subscription.plan_type].name.toLowerCase()} plan
      </h2>
      <p>
        Mix and match: changes start with the next box that can still be changed.{' '}
        <Link href="/account/">Back to My plan</Link>
      </p>
      {kinds.map((kind) => (
        <ChoiceGroup
          key={kind}
          legend={kind === 'fresh' ? 'Fresh recipes' : 'Baked recipes'}
          type="checkbox"
          name={`${kind}-recipes`}
          options={offered(kind).map((recipe) => {
            const tag = allergenTag(recipe, [pup]);
            return {
              value: recipe.key,
              label: <TaggedLabel text={recipe.name} tag={tag} />,
            };
          })}
          value={selection[kind]}
          onChange={(value) => {
            const keys = value as string[];
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
      <AllergenWarnings
        notices={notices}
        acknowledged={acknowledged}
        onAcknowledge={(key, yes) => setConsents(acknowledge(acknowledged, key, yes))}
      />
      {limit ? <p role="alert">{limit}</p> : null}
      {message ? <p role="status">{message}</p> : null}
      {weekly !== undefined ? (
        <p>
          <strong>{formatCents(weekly)} per week</strong>
        </p>
      ) : null}
      {error ? <FormError role="alert">{error}</FormError> : null}
      <Button onClick={() => void save()} loading={saving} disabled={!complete(selection)}>
        Save recipes
      </Button>
    </AccountCard>
  );
}
