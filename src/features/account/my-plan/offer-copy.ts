import { PLAN_LABELS } from '@/features/onboarding/plan/plan-choice';
import type { CancelOffer } from '@/lib/api-client';
import { longDate } from '@/domain/format/date';
import { formatCents } from '@/domain/format/money';

const names = (recipes: { fresh: string[]; dry: string[] }, recipeNames: Record<string, string>) =>
  [...recipes.fresh, ...recipes.dry].map((key) => recipeNames[key] ?? key).join(' and ');

/** What a cancel offer says, and the words on the button that takes it. */
export function offerCopy(
  offer: CancelOffer,
  recipeNames: Record<string, string>,
): { text: string; action: string } {
  switch (offer.kind) {
    case 'cheaper_plan': {
      const plan = PLAN_LABELS[offer.plan_type].name;
      return {
        text: `Switch to the ${plan} plan for ${formatCents(offer.price_per_week)} a week instead of ${formatCents(offer.current_price_per_week)}. ${PLAN_LABELS[offer.plan_type].blurb}`,
        action: `Switch to ${plan}`,
      };
    }
    case 'fewer_weeks':
      return {
        text: `Get smaller boxes: ${offer.weeks_of_food} ${offer.weeks_of_food === 1 ? 'week' : 'weeks'} of food for ${formatCents(offer.box_price)} a box instead of ${offer.current_weeks_of_food} weeks for ${formatCents(offer.current_box_price)}.`,
        action: `Switch to ${offer.weeks_of_food}-week boxes`,
      };
    case 'other_recipe':
      return {
        text: `Try ${names(offer.recipes, recipeNames)} instead, for ${formatCents(offer.price_per_week)} a week.`,
        action: `Try ${names(offer.recipes, recipeNames)}`,
      };
    case 'pause':
      return {
        text: `Going away? Pause for ${offer.weeks} weeks: the next box comes on ${longDate(offer.next_delivery_date)} instead of ${longDate(offer.current_delivery_date)}.`,
        action: `Pause for ${offer.weeks} weeks`,
      };
  }
}
