import type { PlanType } from '@/domain/plan-types';
import { formatKcal } from '@/domain/format/kcal';

interface BoxCounts {
  weeks_of_food: number;
  tray_count: number;
  bag_count: number;
}

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** What arrives in one box: '2 weeks of food: 28 fresh trays and 1 baked bag'. */
export function boxContents({ weeks_of_food, tray_count, bag_count }: BoxCounts): string {
  const parts = [
    tray_count > 0 ? plural(tray_count, 'fresh tray') : null,
    bag_count > 0 ? plural(bag_count, 'baked bag') : null,
  ].filter(Boolean);
  return `${plural(weeks_of_food, 'week')} of food: ${parts.join(' and ')}`;
}

const WHY: Record<PlanType, string> = {
  FR: 'every meal fresh, which suits most dogs best',
  half_fresh: 'fresh food as half of each meal, to top up the food they already eat',
  DY: 'slow-baked food that keeps in the cupboard',
  MX: 'fresh and baked together, at a lower price than all fresh',
};

/** Why the recommended plan is recommended, in the pup's terms. */
export function recommendationReason(name: string, planType: PlanType, kcalPerDay: number): string {
  return `We recommend this plan for ${name}: ${WHY[planType]}, portioned for ${name}’s weight, age and activity (${formatKcal(kcalPerDay)} a day).`;
}
