import { formatCents } from '@/domain/format/money';

export const PRICE_PERIODS = ['week', 'meal', 'day'] as const;

/**
 * What the recipe picker says after a change (spec section 5). Null when nothing changed.
 */
/** The spec's message when no recipe is chosen (section 5), shared by the plan checks. */
export const SELECT_RECIPES = 'Please select recipes above.';

export function recipePriceMessage(
  selectedCount: number,
  previousCents: number,
  nextCents: number,
  period: string = 'week',
): string | null {
  if (!(PRICE_PERIODS as readonly string[]).includes(period))
    throw new Error('Price period must be week, meal or day');
  if (selectedCount === 0) return SELECT_RECIPES;
  if (previousCents === nextCents) return null;
  const direction = nextCents > previousCents ? 'increased' : 'decreased';
  return `Because you adjusted your recipes, your price ${direction} from ${formatCents(previousCents)}/${period} to ${formatCents(nextCents)}/${period}.`;
}
