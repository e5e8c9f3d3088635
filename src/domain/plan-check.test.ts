import { describe, expect, it } from 'vitest';
import { checkPlanSku, type PlanCheckContext } from './plan-check';

const context: PlanCheckContext = {
  kcalPerDay: 800,
  available: { fresh: ['chicken', 'beef', 'turkey', 'pork'], dry: ['chicken', 'beef'] },
  halfFreshAllowed: true,
};

describe('checkPlanSku', () => {
  it.each([
    'FR_800_10_chicken+beef_0',
    'FR_800_05_turkey_0',
    'DY_800_10_0_beef',
    'MX_760_10_chicken_beef',
    'FR_400_10_chicken_0',
    'FR_1200_10_chicken_0',
  ])('accepts %s', (sku) => {
    expect(checkPlanSku(sku, context)).toMatchObject({ ok: true });
  });

  it.each([
    ['FR_800_10', 'Unknown plan.'],
    ['XX_800_10_chicken_0', 'Unknown plan.'],
    ['FR_800_10_0_0', 'Please select recipes above.'],
    ['FR_800_10_chicken_beef', 'These recipes do not belong in this plan.'],
    ['MX_800_10_chicken_0', 'Please select recipes above.'],
    ['FR_800_10_chicken+beef+turkey+pork_0', 'Choose up to 3 different recipes.'],
    ['FR_800_10_chicken+chicken_0', 'Choose up to 3 different recipes.'],
    ['FR_800_10_lamb_0', 'One of these recipes is not available.'],
    ['FR_399_10_chicken_0', 'This portion does not suit your pup. Please refresh the plan.'],
    ['FR_1201_10_chicken_0', 'This portion does not suit your pup. Please refresh the plan.'],
  ])('refuses %s', (sku, message) => {
    expect(checkPlanSku(sku, context)).toEqual({ ok: false, message });
  });

  it('refuses half-fresh when the flag is off', () => {
    expect(checkPlanSku('FR_800_05_chicken_0', { ...context, halfFreshAllowed: false })).toEqual({
      ok: false,
      message: 'Half-fresh plans are not offered right now.',
    });
  });
});
