import { useEffect, useRef, useState } from 'react';
import { swrKeys } from '@/lib/resources/keys';
import { AsyncFallback } from '@/ui/async-content';
import useSWR from 'swr';
import { browserApiClient } from '@/lib/session/api-client';
import { useFlag } from '@/lib/integrations/experiments/use-flag';
import { getPetRecommendations, type Recommendation } from '@/lib/api-client';
import { formatCents } from '@/domain/format/money';
import { allergenTag } from '@/domain/allergens';
import { boxBreakdown } from '@/domain/pricing';
import { recipePriceMessage } from '@/domain/recipe-price-message';
import type { PlanType } from '@/domain/plan-types';
import { recipeLimitMessage } from '@/domain/recipe-selection';
import { ChoiceGroup } from '@/ui/forms';
import {
  defaultChoice,
  kindsOf,
  planAdvice,
  toggleRecipe,
  variantFor,
  withSku,
  type PlanChoice,
} from './plan-choice';
import { AllergenWarnings, TaggedLabel } from './allergen-warnings';
import {
  acknowledge,
  choiceNeedsConsent,
  recipeNotices,
  type AllergenItem,
} from './plan-allergens';
import {
  BoxNote,
  PlanFieldset,
  PlanOptions,
  Price,
  PriceMessage,
  PupPlanCard,
  RecipeThumb,
} from './plan-styles';
import { boxContents, recommendationReason } from './plan-explained';
import { switchPlanType } from './switch-plan-type';
import { PlanOptionCard } from './plan-option-card';
import { formatKcal } from '@/domain/format/kcal';
import type { PlanBox } from './first-box-total';

export interface PupPlanProps {
  petId: number;
  name: string;
  offerCode: string | null;
  /**
   * True while the offer is still being looked up: the plan waits for it, so its prices are
   * shown once, with the offer, instead of at full price and then again discounted.
   */
  offerPending?: boolean;
  recipeNames: Record<string, string>;
  choice: PlanChoice | undefined;
  onChoose: (choice: PlanChoice) => void;
  /** The catalogue's recipes with their allergens and pictures, and the pup's allergies. */
  recipes?: readonly (AllergenItem & { image?: string })[];
  allergies?: readonly string[];
  /** Told the chosen box's price (null while none is priced), for the step's running total. */
  onPriced?: (box: PlanBox | null) => void;
}

function weekly(entry: Recommendation, choice: PlanChoice) {
  const variant = variantFor(entry, choice.selection);
  return variant
    ? { regular: variant.price_per_week, discounted: variant.discounted_price_per_week }
    : null;
}

type Boxed = Pick<
  Recommendation['products'][number],
  'box_price' | 'discounted_box_price' | 'weeks_of_food'
>;

/**
 * The prices of a plan as they add up: the box is what is charged; the week and day are derived
 * from the regular box exactly, and under an offer the first box is stated as charged.
 */
function boxPrices(priced: Boxed) {
  const regular = boxBreakdown(priced.box_price, priced.weeks_of_food);
  return { ...regular, first: priced.discounted_box_price };
}

function priceText(priced: Boxed) {
  const { box, weeks, week, day, first } = boxPrices(priced);
  const offer =
    first < box
      ? `First ${weeks}-week box ${formatCents(first)} with your offer (was ${formatCents(box)}), then `
      : '';
  return `${offer}${formatCents(week)} per week · ${formatCents(day)} per day · ${formatCents(box)} per ${weeks}-week box`;
}

/** A plan's pictures: the first recipe it suggests of each kind it is made of. */
function planArt(option: Recommendation, recipes: readonly { key: string; image?: string }[]) {
  return kindsOf(option).flatMap((kind) => {
    const key = option.recommended?.recipes[kind][0] ?? option.available_recipes[kind][0];
    const image = recipes.find((recipe) => recipe.key === key)?.image;
    return image ? [image] : [];
  });
}

/** One pup's plan: plan type, recipes with the price messages, and the prices of the choice. */
export function PupPlan({
  petId,
  name,
  offerCode,
  offerPending = false,
  recipeNames,
  choice,
  onChoose,
  recipes = [],
  allergies = [],
  onPriced,
}: PupPlanProps) {
  const highlight = useFlag('SHOW_RECOMMENDED_PLAN');
  const [message, setMessage] = useState<string | null>(null);
  const pup = { name, allergies };
  const firstLoad = useRef(true);
  // The recipes picked per plan type in this visit, so switching back keeps them.
  const [picked, setPicked] = useState<Partial<Record<PlanType, PlanChoice>>>({});
  const recommendations = useSWR(
    offerPending ? null : swrKeys.recommendations(petId, offerCode),
    () => getPetRecommendations(browserApiClient(), petId, offerCode),
    {
      revalidateOnFocus: false,
      onSuccess: (data) => {
        // The first visit starts from the recommended plan, so it is the one put in the cart. A
        // kept choice with an allergen the owner never agreed to (allergies edited since) goes too.
        const unsafe = firstLoad.current && choice && choiceNeedsConsent(choice, recipes, pup);
        firstLoad.current = false;
        const usable =
          choice && !unsafe && data.some((item) => item.product_type === choice.planType);
        const startType = planAdvice(data, recipes, allergies).start;
        const start = data.find((item) => item.product_type === startType);
        if (!usable && start) onChoose(defaultChoice(start));
      },
    },
  );
  const entries = recommendations.data ?? [];
  const advice = planAdvice(entries, recipes, allergies);
  const recommendedType = advice.recommended;
  const current =
    choice && entries.some((entry) => entry.product_type === choice.planType)
      ? choice
      : (() => {
          const entry = entries.find((candidate) => candidate.product_type === advice.start);
          return entry ? defaultChoice(entry) : undefined;
        })();
  const entry = entries.find((candidate) => candidate.product_type === current?.planType);
  const priced = entry && current ? variantFor(entry, current.selection) : null;
  const pricedType = priced ? entry!.product_type : null;
  const pricedBox = priced?.box_price;
  const pricedFirst = priced?.discounted_box_price;
  useEffect(() => {
    onPriced?.(
      pricedType && pricedBox !== undefined && pricedFirst !== undefined
        ? { productType: pricedType, boxCents: pricedBox, discountedBoxCents: pricedFirst }
        : null,
    );
  }, [onPriced, pricedType, pricedBox, pricedFirst]);

  if (recommendations.error || !entry || !current)
    return (
      <AsyncFallback
        resources={{ recommendations }}
        loadingLabel={`Building ${name}’s plan…`}
        frame={(node, state) => (
          <PupPlanCard aria-label={`${name}’s plan`} aria-busy={state === 'loading'}>
            {node}
          </PupPlanCard>
        )}
      />
    );

  const product = entry.products[0]!;
  const variant = variantFor(entry, current.selection);

  const choosePlan = (planType: string) => {
    const next = entries.find((candidate) => candidate.product_type === planType);
    if (!next) return;
    setMessage(null);
    const remembered = { ...picked, [current.planType]: current };
    setPicked(remembered);
    onChoose(switchPlanType(next, current, remembered));
  };
  const chooseRecipe = (kind: 'fresh' | 'dry', key: string) => {
    const refused = recipeLimitMessage(current.planType, current.selection, kind, key);
    if (refused) return setMessage(refused);
    const selection = toggleRecipe(current.selection, kind, key, current.planType);
    const next = withSku(entry, {
      ...current,
      selection,
      // Unticking a recipe withdraws its acknowledgement: ticking it again warns again.
      acknowledged: (current.acknowledged ?? []).filter((item) =>
        [...selection.fresh, ...selection.dry].includes(item),
      ),
    });
    // Measured from the recommended recipes' price, not the last click: after several changes
    // "increased from" names the price the plan started at, the one the owner was shown.
    const before = weekly(entry, defaultChoice(entry))?.regular ?? product.price_per_week;
    const after = weekly(entry, next)?.regular ?? before;
    const count = kindsOf(entry).every((needed) => next.selection[needed].length > 0)
      ? next.selection.fresh.length + next.selection.dry.length
      : 0;
    setMessage(recipePriceMessage(count, before, after, 'week'));
    onChoose(next);
  };

  return (
    <PupPlanCard aria-labelledby={`plan-${petId}`}>
      <h2 id={`plan-${petId}`}>{name}’s plan</h2>
      <p>
        {formatKcal(product.kcalories_per_day)} a day, {formatKcal(product.kcalories_per_day / 2)}{' '}
        per meal.
      </p>
      <PlanFieldset>
        <legend>Choose a plan for {name}</legend>
        <PlanOptions>
          {entries.map((option) => (
            <PlanOptionCard
              key={option.product_type}
              option={option}
              name={`plan-type-${petId}`}
              checked={option.product_type === current.planType}
              recommended={highlight && option.product_type === recommendedType}
              unsafeReason={advice.unsafe[option.product_type] ?? null}
              art={planArt(option, recipes)}
              onChoose={() => choosePlan(option.product_type)}
            />
          ))}
        </PlanOptions>
      </PlanFieldset>
      {kindsOf(entry).map((kind) => (
        <ChoiceGroup
          key={kind}
          legend={kind === 'fresh' ? 'Fresh recipes' : 'Baked recipes'}
          type="checkbox"
          name={`${kind}-${petId}`}
          options={entry.available_recipes[kind].map((key) => {
            const recipe = recipes.find((item) => item.key === key);
            const tag = recipe ? allergenTag(recipe, [pup]) : null;
            return {
              value: key,
              label: (
                <>
                  {recipe?.image ? (
                    <RecipeThumb src={recipe.image} alt="" width={64} height={48} />
                  ) : null}
                  <TaggedLabel text={recipeNames[key] ?? key} tag={tag} />
                </>
              ),
            };
          })}
          value={current.selection[kind]}
          onChange={(value) => {
            const keys = value as string[];
            const changed =
              keys.find((key) => !current.selection[kind].includes(key)) ??
              current.selection[kind].find((key) => !keys.includes(key));
            if (changed) chooseRecipe(kind, changed);
          }}
        />
      ))}
      <AllergenWarnings
        notices={recipeNotices(current, recipes, pup)}
        acknowledged={current.acknowledged ?? []}
        onAcknowledge={(key, yes) =>
          onChoose({ ...current, acknowledged: acknowledge(current.acknowledged ?? [], key, yes) })
        }
      />
      {message ? <PriceMessage role="status">{message}</PriceMessage> : null}
      {variant ? <Price>{priceText(variant)}</Price> : null}
      {variant ? <BoxNote>In each box: {boxContents(variant)}.</BoxNote> : null}
      {highlight && current.planType === recommendedType ? (
        <BoxNote>
          {recommendationReason(name, current.planType as PlanType, product.kcalories_per_day)}
        </BoxNote>
      ) : null}
    </PupPlanCard>
  );
}
