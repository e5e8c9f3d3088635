import type { AddonFrequency } from './addon-limits';
import { nextBox, type BoxAddon } from './next-box';
import type { Offer } from './offers';

/**
 * The lines of a first box, and what of them renews with each pup's plan. One rule for the cart's
 * totals, the order's lines, the subscriptions' add-ons and the repeat price shown at checkout,
 * so that what is charged is what is recorded, line for line.
 */

/** A plan add-on (an extra picked with a pup's plan, `subscriptions[pet].addons`): one, every box. */
export const PLAN_ADDON_QUANTITY = 1;
export const PLAN_ADDON_FREQUENCY: AddonFrequency = 1;

export const planLineName = (petName: string, weeks: number) => `${petName}’s ${weeks}-week plan`;

/**
 * The weeks of food a plan line was sold with, read back from its name (planLineName): an order
 * line keeps no other record of its box size, and the plan may have changed since. The same
 * pattern serves SQL (`substring(name from pattern)`), so packing counts agree everywhere.
 */
export const PLAN_LINE_WEEKS_PATTERN = '([0-9]+)-week plan$';
export function planLineWeeks(productName: string): number | null {
  const match = new RegExp(PLAN_LINE_WEEKS_PATTERN).exec(productName);
  return match ? Number(match[1]) : null;
}

export interface FirstBoxLine {
  pet_id: number | null;
  sku: string;
  product_type: string;
  product_name: string;
  quantity: number;
  unit_cents: number;
  total_cents: number;
}

/** One line of an order as charged and as recorded, first box or renewal alike. Cents. */
export type PricedLine = FirstBoxLine;

/** An order's money, in cents. `discount` is the offer only; `credit` is referral credit. */
export interface OrderTotals {
  subtotal: number;
  discount: number;
  credit: number;
  tax: number;
  shipping: number;
  total: number;
}

const isCents = (value: number) => Number.isInteger(value) && value >= 0;

/**
 * Why these lines and totals cannot be recorded as one order, or null. What is charged (the
 * total) must be what the recorded lines add up to after the offer, credit, tax and shipping.
 */
export function orderTotalsProblem(lines: PricedLine[], totals: OrderTotals): string | null {
  if (lines.length === 0) return 'an order needs at least one line';
  for (const line of lines) {
    if (![line.quantity, line.unit_cents, line.total_cents].every(isCents))
      return `line ${line.sku} is not in whole cents`;
    if (line.total_cents !== line.unit_cents * line.quantity)
      return `line ${line.sku} does not add up`;
  }
  const { subtotal, discount, credit, tax, shipping, total } = totals;
  if (![subtotal, discount, credit, tax, shipping, total].every(isCents))
    return 'the totals are not in whole cents';
  const sum = lines.reduce((total, line) => total + line.total_cents, 0);
  if (sum !== subtotal) return 'the lines do not add up to the subtotal';
  if (total !== Math.max(0, subtotal - discount - credit + tax + shipping))
    return 'the total is not what the lines come to';
  return null;
}

export interface PlanWithAddons {
  pet_id: number;
  pet_name: string;
  sku: string;
  product_type: string;
  weeks_of_food: number;
  box_price: number;
  addons: Array<{
    sku: string;
    product_name: string;
    product_type: 'TR' | 'SP';
    unit_price: number;
  }>;
}

export interface AddonLine {
  pet_id: number | null;
  sku: string;
  product_type: 'TR' | 'SP';
  product_name: string;
  quantity: number;
  frequency: AddonFrequency;
  recurrence: boolean;
  unit_price: number;
}

/**
 * The pup whose box carries an add-on line: its own pup when that pup has a plan in the order,
 * otherwise (a household line, pet_id null, or a pup without a plan here) the order's first pup.
 * One rule for the order's lines, what renews with each plan and what is packed in each box.
 */
export function lineOwner(petId: number | null, planPets: readonly number[]): number | undefined {
  return petId !== null && planPets.includes(petId) ? petId : planPets[0];
}

/**
 * Every line of the first box: each pup's plan and its plan add-ons, then the add-on lines, each
 * recorded with the pup whose box carries it, so a pup's box is everything paid for it.
 */
export function firstBoxLines(plans: PlanWithAddons[], lines: AddonLine[]): FirstBoxLine[] {
  const planPets = plans.map((plan) => plan.pet_id);
  return [
    ...plans.flatMap((plan) => [
      {
        pet_id: plan.pet_id,
        sku: plan.sku,
        product_type: plan.product_type,
        product_name: planLineName(plan.pet_name, plan.weeks_of_food),
        quantity: 1,
        unit_cents: plan.box_price,
        total_cents: plan.box_price,
      },
      ...plan.addons.map((addon) => ({
        pet_id: plan.pet_id,
        sku: addon.sku,
        product_type: addon.product_type,
        product_name: addon.product_name,
        quantity: PLAN_ADDON_QUANTITY,
        unit_cents: addon.unit_price,
        total_cents: addon.unit_price * PLAN_ADDON_QUANTITY,
      })),
    ]),
    ...lines.map((line) => ({
      pet_id: lineOwner(line.pet_id, planPets) ?? null,
      sku: line.sku,
      product_type: line.product_type,
      product_name: line.product_name,
      quantity: line.quantity,
      unit_cents: line.unit_price,
      total_cents: line.unit_price * line.quantity,
    })),
  ];
}

export interface RecurringAddon {
  sku: string;
  product_name: string;
  product_type: 'TR' | 'SP';
  unit_price: number;
  quantity: number;
  frequency: AddonFrequency;
}

/**
 * What renews with each pup's plan: its plan add-ons and its recurring add-on lines. Household
 * lines (no pup, or a pup without a plan in this cart) ride with the first pup's plan. The same
 * product at the same frequency is one add-on with the quantities added up.
 */
export function recurringAddonsByPet(
  plans: Pick<PlanWithAddons, 'pet_id' | 'addons'>[],
  lines: AddonLine[],
): Map<number, RecurringAddon[]> {
  const byPet = new Map<number, RecurringAddon[]>(plans.map((plan) => [plan.pet_id, []]));
  const planPets = plans.map((plan) => plan.pet_id);
  const add = (petId: number | undefined, addon: RecurringAddon) => {
    const list = petId === undefined ? undefined : byPet.get(petId);
    if (!list) return;
    const same = list.find((kept) => kept.sku === addon.sku && kept.frequency === addon.frequency);
    if (same) same.quantity += addon.quantity;
    else list.push({ ...addon });
  };
  for (const plan of plans)
    for (const addon of plan.addons)
      add(plan.pet_id, {
        ...addon,
        quantity: PLAN_ADDON_QUANTITY,
        frequency: PLAN_ADDON_FREQUENCY,
      });
  for (const line of lines) {
    if (!line.recurrence) continue;
    add(lineOwner(line.pet_id, planPets), {
      sku: line.sku,
      product_name: line.product_name,
      product_type: line.product_type,
      unit_price: line.unit_price,
      quantity: line.quantity,
      frequency: line.frequency,
    });
  }
  return byPet;
}

/**
 * The offer a plan's renewals carry from the order that starts it: an every-box code (checkout
 * keeps it on the plan); a first-box code, a referral code or none: nothing.
 */
export function renewalOffer(offer: Offer | null): Offer | null {
  return offer?.appliesTo === 'EVERY_BOX' ? offer : null;
}

export interface BoxAmount {
  /** Before tax, after the plan's offer (an every-box code). */
  subtotal: number;
  tax: number;
  total: number;
}

/** A pup's repeat price: the box after the first, every `every_weeks` weeks. */
export interface RepeatQuote {
  every_weeks: number;
  box: BoxAmount;
  /** The box after that, when every-other-box extras make it cost something else. */
  other_box: BoxAmount | null;
}

/**
 * The renewals' own rule (nextBox: plan, extras due in that box, the plan's offer, tax; no
 * first-box offer, no credit) applied to the two boxes after box `cycle - 1`, so the disclosure,
 * the consent and the cart's next-box total are what renewals charge.
 */
export function repeatQuote(input: {
  plan: { sku: string; product_name: string; product_type: string; box_cents: number };
  addons: BoxAddon[];
  weeks: number;
  /** Parts per million (src/domain/tax.ts). */
  taxRatePpm: number;
  cycle?: number;
  /** The offer renewals will apply (renewalOffer): an every-box code stays with the plan. */
  offer?: Offer | null;
}): RepeatQuote {
  const cycle = input.cycle ?? 1;
  const amount = (at: number): BoxAmount => {
    const box = nextBox({
      plan: input.plan,
      addons: input.addons,
      cycle: at,
      taxRatePpm: input.taxRatePpm,
      creditCents: 0,
      offer: input.offer ?? null,
    });
    // Before tax, after the plan's offer: what the tax is on, so that total = subtotal + tax.
    return { subtotal: box.subtotal - box.discount, tax: box.tax, total: box.total };
  };
  const box = amount(cycle);
  const other = amount(cycle + 1);
  return {
    every_weeks: input.weeks,
    box,
    other_box: other.total === box.total ? null : other,
  };
}
