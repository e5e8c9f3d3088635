import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { PupPlan } from './pup-plan';

vi.mock('@/lib/integrations/experiments/use-flag', () => ({ useFlag: () => false }));

// The example: $30.59 a week, a 4-week box of $122.36, half off the first box: $61.18.
// Rule 4 gives a "discounted week" of $15.33, and 4 × $15.33 = $61.32 is not what is charged.
const recipes = { fresh: ['chicken'], dry: [] };
const fresh = {
  product_type: 'FR',
  starter_boxes: [],
  available_recipes: recipes,
  recommended: { subscription_sku: 'FR_sku', recipes },
  products: [
    {
      kcalories_per_day: 900,
      weeks_of_food: 4,
      price_per_week: 3059,
      price_per_day: 437,
      price_per_meal: 219,
      discounted_price_per_week: 1533,
      discounted_price_per_day: 219,
      discounted_price_per_meal: 110,
      box_price: 12236,
      discounted_box_price: 6118,
      variants: [
        {
          sku: 'FR_sku',
          recipes,
          weeks_of_food: 4,
          price_per_week: 3059,
          discounted_price_per_week: 1533,
          box_price: 12236,
          discounted_box_price: 6118,
        },
      ],
    },
  ],
} as unknown as Recommendation;

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getPetRecommendations: vi.fn(async () => [fresh]),
}));

describe('PupPlan prices', () => {
  it('states the first box charged, and a week and day that add up to the box', async () => {
    renderWithTheme(
      <SWRConfig value={{ provider: () => new Map() }}>
        <PupPlan
          petId={5}
          name="Pepper"
          offerCode="WELCOME50"
          recipeNames={{ chicken: 'Chicken' }}
          choice={undefined}
          onChoose={() => undefined}
        />
      </SWRConfig>,
    );
    const price = await screen.findByText(/per week ·/);
    expect(price).toHaveTextContent(
      'First box $61.18 with your offer (was $122.36), then $30.59 per week · $4.37 per day · $122.36 per 4-week box',
    );
    expect(screen.queryByText(/\$15\.33/)).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Fresh/ }).closest('label')).toHaveTextContent(
      'First box from $61.18, then from $30.59 per week',
    );
  });
});
