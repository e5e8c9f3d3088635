import { describe, expect, it } from 'vitest';
import { quotePlan, type PricedRecipe } from './plan-quote';
import { priceSku } from './sku-pricing';

const recipes: PricedRecipe[] = [
  { key: 'chicken', kind: 'fresh', kcalPerKg: 1300, centsPer1000Kcal: 900 },
  { key: 'beef', kind: 'fresh', kcalPerKg: 1400, centsPer1000Kcal: 1100 },
  { key: 'baked-beef', kind: 'dry', kcalPerKg: 3600, centsPer1000Kcal: 500 },
];

describe('priceSku', () => {
  it('prices a plan sku with the recipes it names', () => {
    const quote = quotePlan(800, 'MX', [recipes[0]!, recipes[2]!]);
    expect(priceSku('MX_800_10_chicken_baked-beef', recipes)).toEqual({
      plan_type: 'MX',
      product_type: 'MX',
      portion_size: '1.0',
      recipes: { fresh: ['chicken'], dry: ['baked-beef'] },
      kcalories_per_day: quote.kcalories_per_day,
      weeks_of_food: quote.weeks_of_food,
      tray_count: quote.tray_count,
      bag_count: quote.bag_count,
      price_per_day: quote.price_per_day,
      price_per_week: quote.price_per_week,
      price_per_meal: quote.price_per_meal,
      box_price: quote.price_per_week * quote.weeks_of_food,
      max_weeks_of_food: quote.weeks_of_food,
    });
  });

  it('makes a smaller box for more frequent deliveries, never a bigger one than fits', () => {
    const quote = quotePlan(800, 'FR', [recipes[0]!]);
    expect(quote.weeks_of_food).toBe(4);
    const twoWeeks = priceSku('FR_800_10_chicken_0', recipes, 2)!;
    expect(twoWeeks).toMatchObject({
      weeks_of_food: 2,
      max_weeks_of_food: 4,
      box_price: quote.price_per_week * 2,
      price_per_week: quote.price_per_week,
    });
    expect(twoWeeks.tray_count).toBeLessThan(quote.tray_count);
    expect(priceSku('FR_800_10_chicken_0', recipes, 9)!.weeks_of_food).toBe(4);
  });

  it('files half-fresh under fresh at portion 0.5', () => {
    expect(priceSku('FR_800_05_beef_0', recipes)).toMatchObject({
      plan_type: 'half_fresh',
      product_type: 'FR',
      portion_size: '0.5',
    });
  });

  it.each(['FR_800_10', 'FR_800_10_lamb_0', 'DY_800_10_0_0', 'junk'])('cannot price %s', (sku) => {
    expect(priceSku(sku, recipes)).toBeNull();
  });
});
