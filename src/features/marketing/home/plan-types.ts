import { PLAN_NAMES } from '@/domain/plan-types';

/**
 * The four plan types in a sentence each. Apart from the home page's section so the meal plans
 * page can list them without downloading the home page's styled components.
 */
export const PLAN_TYPES = [
  {
    name: PLAN_NAMES.FR,
    text: 'Every meal gently cooked from whole meats and vegetables, kept in the freezer.',
  },
  {
    name: PLAN_NAMES.half_fresh,
    text: 'Half portions of fresh food to top up the bowl your dog already loves.',
  },
  {
    name: PLAN_NAMES.DY,
    text: 'Slow-baked, crunchy and shelf-stable, made with the same whole ingredients.',
  },
  { name: PLAN_NAMES.MX, text: 'Fresh and baked together: the best of both in one plan.' },
];
