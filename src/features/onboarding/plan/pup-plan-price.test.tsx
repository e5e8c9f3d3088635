import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPetRecommendations, type Recommendation } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { useState } from 'react';
import type { PlanChoice } from './plan-choice';
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
    renderWithOwnCache(
      <PupPlan
        petId={5}
        name="Pepper"
        offerCode="WELCOME50"
        recipeNames={{ chicken: 'Chicken' }}
        choice={undefined}
        onChoose={() => undefined}
      />,
    );
    const price = await screen.findByText(/per week ·/);
    expect(price).toHaveTextContent(
      'First 4-week box $61.18 with your offer (was $122.36), then $30.59 per week · $4.37 per day · $122.36 per 4-week box',
    );
    expect(screen.queryByText(/\$15\.33/)).not.toBeInTheDocument();
    // Like with like: a day and a week that add up to the box, the box with its length, and
    // what the offer saves on the first one.
    const card = screen.getByRole('radio', { name: /Fresh/ }).closest('label');
    expect(card).toHaveTextContent('$4.37 a day · $30.59 a week');
    expect(card).toHaveTextContent('4-week box $122.36');
    expect(card).toHaveTextContent('First box $61.18: you save $61.18');
  });

  it('says the box length on every plan card, so a longer box is not taken for a dearer plan', async () => {
    // A big dog: a fresh box holds one week of food, a half-fresh box three.
    const planOf = (type: string, weeks: number, week: number) => ({
      ...fresh,
      product_type: type,
      products: [
        {
          ...fresh.products[0]!,
          weeks_of_food: weeks,
          price_per_week: week,
          box_price: week * weeks,
          discounted_box_price: (week * weeks) / 2,
          variants: [],
        },
      ],
    });
    vi.mocked(getPetRecommendations).mockResolvedValueOnce([
      planOf('FR', 1, 9240),
      planOf('half_fresh', 3, 4620),
    ] as unknown as Recommendation[]);
    renderWithOwnCache(
      <PupPlan
        petId={6}
        name="Moose"
        offerCode={null}
        recipeNames={{ chicken: 'Chicken' }}
        choice={undefined}
        onChoose={() => undefined}
      />,
    );
    const card = async (name: RegExp) =>
      (await screen.findByRole('radio', { name })).closest('label');
    expect(await card(/^Fresh/)).toHaveTextContent('$13.20 a day · $92.40 a week1-week box $92.40');
    expect(await card(/Half/)).toHaveTextContent('$6.60 a day · $46.20 a week3-week box $138.60');
    expect(await card(/Half/)).toHaveTextContent('First box $69.30: you save $69.30');
  });

  it('pictures each plan with the recipe it suggests', async () => {
    renderWithOwnCache(
      <PupPlan
        petId={7}
        name="Olive"
        offerCode={null}
        recipeNames={{ chicken: 'Chicken' }}
        recipes={[{ key: 'chicken', name: 'Chicken', allergens: [], image: '/art/chicken.svg' }]}
        choice={undefined}
        onChoose={() => undefined}
      />,
    );
    const card = (await screen.findByRole('radio', { name: /^Fresh/ })).closest('label')!;
    expect(card.querySelector('img')).toHaveAttribute('src', '/art/chicken.svg');
  });

  it('says how the price moved from the recommended recipes, not from the last click', async () => {
    const variant = (fresh: string[], week: number) => ({
      ...fresh0.products[0]!.variants[0]!,
      sku: `FR_${fresh.join('+')}`,
      recipes: { fresh, dry: [] },
      price_per_week: week,
    });
    const fresh0 = fresh as unknown as {
      products: Array<{ variants: Array<Record<string, unknown>> }>;
    };
    vi.mocked(getPetRecommendations).mockResolvedValueOnce([
      {
        ...fresh,
        available_recipes: { fresh: ['chicken', 'beef'], dry: [] },
        products: [
          {
            ...fresh.products[0]!,
            variants: [
              variant(['chicken'], 3059),
              variant(['chicken', 'beef'], 3300),
              variant(['beef'], 3200),
            ],
          },
        ],
      },
    ] as unknown as Recommendation[]);
    function Picker() {
      const [choice, setChoice] = useState<PlanChoice | undefined>();
      return (
        <PupPlan
          petId={8}
          name="Rex"
          offerCode={null}
          recipeNames={{ chicken: 'Chicken', beef: 'Beef' }}
          choice={choice}
          onChoose={setChoice}
        />
      );
    }
    renderWithOwnCache(<Picker />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beef' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Because you adjusted your recipes, your price increased from $30.59/week to $33.00/week.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chicken' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Because you adjusted your recipes, your price increased from $30.59/week to $32.00/week.',
    );
  });
});
