import { formatCents } from '@/domain/format/money';
import { boxBreakdown } from '@/domain/pricing';
import type { Recommendation } from '@/lib/api-client';
import { PLAN_LABELS } from './plan-choice';
import { Badge, OfferSaving, PlanArt, PlanOption, PlanPrice } from './plan-styles';

type Boxed = Pick<
  Recommendation['products'][number],
  'box_price' | 'discounted_box_price' | 'weeks_of_food'
>;

/**
 * A plan card's prices, as they add up: a day and a week derived exactly from the regular box
 * (day × 7 = week, week × weeks = box), the box with its length, since plans fill boxes of
 * different lengths (a half-fresh box holds more weeks), and what the first-box offer saves.
 */
export function planCardPrices(priced: Boxed) {
  const { box, weeks, week, day } = boxBreakdown(priced.box_price, priced.weeks_of_food);
  const first = priced.discounted_box_price;
  return {
    rate: `${formatCents(day)} a day · ${formatCents(week)} a week`,
    box: `${weeks}-week box ${formatCents(box)}`,
    offer:
      first < box ? `First box ${formatCents(first)}: you save ${formatCents(box - first)}` : null,
  };
}

export interface PlanOptionCardProps {
  option: Recommendation;
  /** The radio group's name (one per pup). */
  name: string;
  checked: boolean;
  recommended: boolean;
  /**
   * Why no recipe of this plan is safe for the pup ("No baked recipe is free of chicken"): shown
   * instead of its prices, since a price for food the pup cannot eat is no offer.
   */
  unsafeReason?: string | null;
  /** The pictures of the recipes the plan is made of (one per kind: fresh, baked). */
  art: readonly string[];
  onChoose: () => void;
}

/** One plan to choose: its art, name and promise, and its prices like with like. */
export function PlanOptionCard({
  option,
  name,
  checked,
  recommended,
  unsafeReason = null,
  art,
  onChoose,
}: PlanOptionCardProps) {
  const prices = planCardPrices(option.products[0]!);
  const label = PLAN_LABELS[option.product_type];
  return (
    <PlanOption>
      <input
        type="radio"
        name={name}
        value={option.product_type}
        checked={checked}
        onChange={onChoose}
      />
      {art.length ? (
        <PlanArt aria-hidden="true">
          {art.map((src) => (
            <img key={src} src={src} alt="" width={120} height={90} loading="lazy" />
          ))}
        </PlanArt>
      ) : null}
      {recommended && !unsafeReason ? <Badge>Recommended</Badge> : null}
      <strong>{label.name}</strong>
      <span>{label.blurb}</span>
      {unsafeReason ? (
        <PlanPrice>
          <span>{unsafeReason}.</span>
        </PlanPrice>
      ) : (
        <>
          <PlanPrice>
            <span>{prices.rate}</span>
            <span>{prices.box}</span>
          </PlanPrice>
          {prices.offer ? <OfferSaving>{prices.offer}</OfferSaving> : null}
        </>
      )}
    </PlanOption>
  );
}
