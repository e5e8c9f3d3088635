import { screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import type { PlanChoice } from './plan-choice';
import { PupPlan } from './pup-plan';

// The plan options are styled labels over visually hidden radios.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

vi.mock('@/lib/integrations/experiments/use-flag', () => ({ useFlag: () => false }));

const variant = (sku: string, fresh: string[], dry: string[] = []) => ({
  sku,
  recipes: { fresh, dry },
  price_per_week: 7000 + fresh.length * 500,
  discounted_price_per_week: 7000 + fresh.length * 500,
  weeks_of_food: 2,
  box_price: 2 * (7000 + fresh.length * 500),
  discounted_box_price: 2 * (7000 + fresh.length * 500),
});
const option = (type: 'FR' | 'DY'): Recommendation =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes:
      type === 'FR'
        ? { fresh: ['chicken', 'beef', 'turkey', 'pork'], dry: [] }
        : { fresh: [], dry: ['baked-beef'] },
    recommended: {
      subscription_sku: 'x',
      recipes: type === 'FR' ? { fresh: ['chicken'], dry: [] } : { fresh: [], dry: ['baked-beef'] },
    },
    products: [
      {
        kcalories_per_day: 900,
        price_per_week: 7000,
        discounted_price_per_week: 7000,
        weeks_of_food: 2,
        box_price: 14000,
        discounted_box_price: 14000,
        variants:
          type === 'FR'
            ? [
                variant('fr-1', ['chicken']),
                variant('fr-2', ['chicken', 'beef']),
                variant('fr-3', ['chicken', 'beef', 'turkey']),
              ]
            : [variant('dy-1', [], ['baked-beef'])],
      },
    ],
  }) as unknown as Recommendation;

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getPetRecommendations: vi.fn(async () => [option('FR'), option('DY')]),
}));

function Harness() {
  const [choice, setChoice] = useState<PlanChoice | undefined>();
  return (
    <PupPlan
      petId={5}
      name="Pepper"
      offerCode={null}
      recipeNames={{ chicken: 'Chicken', beef: 'Beef', turkey: 'Turkey', pork: 'Pork' }}
      choice={choice}
      onChoose={setChoice}
    />
  );
}

describe('PupPlan: plan type and recipe limits', () => {
  it('keeps the recipes picked for fresh after switching to baked and back', async () => {
    renderWithOwnCache(<Harness />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beef' }));
    expect(screen.getByRole('checkbox', { name: 'Beef' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: /Baked/ }));
    expect(screen.queryByRole('checkbox', { name: 'Beef' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /^Fresh/ }));
    expect(screen.getByRole('checkbox', { name: 'Beef' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chicken' })).toBeChecked();
  });

  it('says why a 4th recipe is not taken', async () => {
    renderWithOwnCache(<Harness />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Beef' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkey' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pork' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can mix up to 3 fresh recipes. Untick one to choose another.',
    );
    expect(screen.getByRole('checkbox', { name: 'Pork' })).not.toBeChecked();
  });
});
