import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Recommendation } from '@/lib/api-client';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { renderWithOwnCache } from '@/ui/test-utils';
import type { PlanChoice } from './plan-choice';
import { PupPlan } from './pup-plan';

vi.mock('@/lib/integrations/experiments/use-flag', () => ({ useFlag: () => true }));

type Selection = { fresh: string[]; dry: string[] };
const variant = (type: string, recipes: Selection) => ({
  sku: `${type}_${recipes.fresh.join('+') || 0}_${recipes.dry.join('+') || 0}`,
  recipes,
  price_per_week: 7000,
  discounted_price_per_week: 7000,
  weeks_of_food: 2,
  box_price: 14000,
  discounted_box_price: 14000,
});

/** What the API answers for a pup allergic to chicken and beef: no baked recipe is safe. */
const option = (type: 'FR' | 'DY', recommended: Selection | null, selections: Selection[]) =>
  ({
    product_type: type,
    starter_boxes: [],
    available_recipes:
      type === 'FR'
        ? { fresh: ['chicken', 'beef', 'turkey', 'pork'], dry: [] }
        : { fresh: [], dry: ['baked-chicken', 'baked-beef'] },
    recommended: recommended && { subscription_sku: `${type}_x`, recipes: recommended },
    products: [
      {
        kcalories_per_day: 900,
        price_per_week: 7000,
        discounted_price_per_week: 7000,
        weeks_of_food: 2,
        box_price: 14000,
        discounted_box_price: 14000,
        variants: selections.map((selection) => variant(type, selection)),
      },
    ],
  }) as unknown as Recommendation;

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  getPetRecommendations: vi.fn(async () => [
    option('FR', { fresh: ['turkey', 'pork'], dry: [] }, [
      { fresh: ['turkey', 'pork'], dry: [] },
      { fresh: ['chicken', 'turkey', 'pork'], dry: [] },
    ]),
    option('DY', null, [
      { fresh: [], dry: ['baked-chicken'] },
      { fresh: [], dry: ['baked-beef'] },
    ]),
  ]),
}));

function Harness({
  onChange,
  allergies = ['chicken', 'beef'],
}: {
  onChange: (choice: PlanChoice) => void;
  allergies?: string[];
}) {
  const [choice, setChoice] = useState<PlanChoice>();
  return (
    <PupPlan
      petId={5}
      name="Rex"
      offerCode={null}
      recipeNames={Object.fromEntries(RECIPES.map((recipe) => [recipe.key, recipe.name]))}
      recipes={RECIPES}
      allergies={allergies}
      choice={choice}
      onChoose={(next) => {
        setChoice(next);
        onChange(next);
      }}
    />
  );
}

function renderPlan(allergies?: string[]) {
  const onChange = vi.fn();
  renderWithOwnCache(<Harness onChange={onChange} allergies={allergies} />);
  return onChange;
}

describe('PupPlan for a pup allergic to chicken and beef', () => {
  it('starts from safe recipes and tags the others', async () => {
    renderPlan();
    const fresh = await screen.findByRole('group', { name: 'Fresh recipes' });
    expect(within(fresh).getByRole('checkbox', { name: /Fresh Turkey/ })).toBeChecked();
    expect(within(fresh).getByRole('checkbox', { name: /Fresh Chicken/ })).not.toBeChecked();
    expect(
      within(fresh).getByRole('checkbox', { name: 'Fresh Chicken Contains chicken' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('neither recommends nor prices Baked, and says why', async () => {
    renderPlan();
    const baked = await screen.findByRole('radio', { name: /Baked/ });
    const card = baked.closest('label')!;
    expect(card).toHaveTextContent('No baked recipe is free of chicken and beef.');
    expect(card).not.toHaveTextContent('$');
    expect(card).not.toHaveTextContent('Recommended');
    const fresh = screen.getByRole('radio', { name: /Fresh/ }).closest('label')!;
    expect(fresh).toHaveTextContent('Recommended');
    expect(fresh).toHaveTextContent('$140.00');
  });

  it('pre-selects no baked recipe when switching to Baked', async () => {
    const onChange = renderPlan();
    fireEvent.click(await screen.findByRole('radio', { name: /Baked/ }));
    const baked = screen.getByRole('group', { name: 'Baked recipes' });
    for (const box of within(baked).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ planType: 'DY', selection: { fresh: [], dry: [] } }),
    );
  });

  it('warns when Fresh Chicken is ticked, until the owner acknowledges it', async () => {
    const onChange = renderPlan();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Fresh Chicken/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Allergy warning: Fresh Chicken contains chicken, which Rex is allergic to.',
    );
    const consent = screen.getByRole('checkbox', {
      name: 'I understand, and still want Fresh Chicken',
    });
    expect(consent).not.toBeChecked();
    fireEvent.click(consent);
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ acknowledged: ['chicken'] }),
    );
    expect(consent).toBeChecked();
    // Unticking the recipe withdraws the consent with the warning.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Fresh Chicken/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ acknowledged: [] }));
  });
});

describe('PupPlan for a pup allergic to fish (every recipe has fish)', () => {
  it('recommends no plan and prices none', async () => {
    renderPlan(['fish']);
    const fresh = await screen.findByRole('radio', { name: /Fresh/ });
    expect(screen.queryByText('Recommended')).toBeNull();
    expect(fresh.closest('label')).toHaveTextContent('No fresh recipe is free of fish.');
    expect(screen.getByRole('radio', { name: /Baked/ }).closest('label')).toHaveTextContent(
      'No baked recipe is free of fish.',
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.closest('label')).not.toHaveTextContent('$');
  });
});
