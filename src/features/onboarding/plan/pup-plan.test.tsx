import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPetRecommendations, type Recommendation } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { PupPlan } from './pup-plan';

const flags = vi.hoisted(() => ({ SHOW_RECOMMENDED_PLAN: true }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));

const option = (type: 'FR' | 'DY', cents: number): Recommendation =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes:
      type === 'FR' ? { fresh: ['chicken'], dry: [] } : { fresh: [], dry: ['baked-beef'] },
    recommended: {
      subscription_sku: `${type}_sku`,
      recipes: type === 'FR' ? { fresh: ['chicken'], dry: [] } : { fresh: [], dry: ['baked-beef'] },
    },
    products: [
      {
        kcalories_per_day: 900,
        weeks_of_food: 2,
        price_per_week: cents,
        discounted_price_per_week: cents,
        box_price: cents * 2,
        discounted_box_price: cents * 2,
        variants: [
          {
            sku: `${type}_sku`,
            recipes:
              type === 'FR' ? { fresh: ['chicken'], dry: [] } : { fresh: [], dry: ['baked-beef'] },
            weeks_of_food: 2,
            price_per_week: cents,
            discounted_price_per_week: cents,
            box_price: cents * 2,
            discounted_box_price: cents * 2,
          },
        ],
      },
    ],
  }) as unknown as Recommendation;

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getPetRecommendations: vi.fn(async () => [option('DY', 4200), option('FR', 7000)]),
}));

function planCard(offer: { code: string | null; pending?: boolean } = { code: null }) {
  return (
    <PupPlan
      petId={5}
      name="Pepper"
      offerCode={offer.code}
      offerPending={offer.pending}
      recipeNames={{ chicken: 'Chicken', 'baked-beef': 'Baked beef' }}
      choice={undefined}
      onChoose={() => undefined}
    />
  );
}

function renderPlan() {
  return renderWithOwnCache(planCard());
}

describe('PupPlan and SHOW_RECOMMENDED_PLAN', () => {
  beforeEach(() => {
    flags.SHOW_RECOMMENDED_PLAN = true;
  });

  it('marks the recommended plan while the flag is on', async () => {
    renderPlan();
    const fresh = (await screen.findByRole('radio', { name: /Fresh/ })).closest('label')!;
    expect(fresh).toHaveTextContent('Recommended');
    expect(screen.getAllByText('Recommended')).toHaveLength(1);
  });

  it('marks no plan while the flag is off', async () => {
    flags.SHOW_RECOMMENDED_PLAN = false;
    renderPlan();
    await screen.findByRole('radio', { name: /Fresh/ });
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
  });
});

describe('PupPlan and the offer being looked up', () => {
  beforeEach(() => {
    vi.mocked(getPetRecommendations).mockClear();
  });

  it('builds the plan once the offer is known, so its prices are shown once', async () => {
    const { rerender } = renderWithOwnCache(planCard({ code: null, pending: true }));
    expect(screen.getByRole('region', { name: 'Pepper’s plan' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByText('Building Pepper’s plan…')).toBeInTheDocument();
    expect(getPetRecommendations).not.toHaveBeenCalled();

    rerender(planCard({ code: 'WELCOME50' }));
    await screen.findByRole('radio', { name: /Fresh/ });
    expect(getPetRecommendations).toHaveBeenCalledTimes(1);
    expect(getPetRecommendations).toHaveBeenCalledWith(expect.anything(), 5, 'WELCOME50');
  });
});
