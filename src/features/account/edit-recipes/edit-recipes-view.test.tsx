import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { RecipesEditor, type RecipeOption } from './edit-recipes-view';

vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => ({ push: vi.fn() }) }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({ useFlag: () => true }));
const api = vi.hoisted(() => ({ quotePlanChange: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  quotePlanChange: api.quotePlanChange,
}));

const recipes: RecipeOption[] = ['chicken', 'beef', 'turkey', 'pork'].map((key) => ({
  key,
  name: key[0]!.toUpperCase() + key.slice(1),
  kind: 'fresh',
  flag: null,
  allergens: [key],
}));
// Each recipe adds $10 a week to a $50 base.
const priceOf = (fresh: string[]) => 5000 + fresh.length * 1000;

function renderEditor(allergies: string[] = []) {
  const subscription = {
    id: 9,
    pet_name: 'Biscuit',
    plan_type: 'FR',
    recipes: { fresh: ['chicken', 'beef'], dry: [] },
    price_per_week: priceOf(['chicken', 'beef']),
    pet_allergies: allergies,
  } as unknown as Subscription;
  renderWithTheme(
    <RecipesEditor recipes={recipes} subscription={subscription} onSaved={vi.fn()} />,
  );
}

describe('RecipesEditor', () => {
  beforeEach(() => {
    api.quotePlanChange.mockImplementation(
      async (_client: unknown, _id: number, change: { recipes: { fresh: string[] } }) => ({
        price_per_week: priceOf(change.recipes.fresh),
      }),
    );
  });

  it('compares each price with the current plan, not with the choice before', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'your price increased from $70.00/week to $80.00/week.',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beef' }));
    // Chicken and turkey cost what the plan costs now: nothing to say.
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkey' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'your price decreased from $70.00/week to $60.00/week.',
    );
    expect(screen.getByText('$60.00 per week')).toBeInTheDocument();
  });

  it('shows no old price beside "Please select recipes above."', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Chicken' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Beef' }));
    expect(screen.getByRole('status')).toHaveTextContent('Please select recipes above.');
    expect(screen.queryByText(/per week/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save recipes' })).toBeDisabled();
  });

  it('says why a 4th recipe is not taken', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turkey' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pork' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can mix up to 3 fresh recipes. Untick one to choose another.',
    );
    expect(screen.getByRole('checkbox', { name: 'Pork' })).not.toBeChecked();
  });

  it('names the recipe in the allergy refusal and drops it once the recipe is unticked', async () => {
    renderEditor(['turkey']);
    await userEvent.click(screen.getByRole('checkbox', { name: /^Turkey/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save recipes' }));
    expect(screen.getByText('Please confirm the allergy warning for Turkey.')).toBeInTheDocument();
    expect(screen.queryByText(/Biscuit’s recipes/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Turkey/ }));
    expect(screen.queryByText(/Please confirm the allergy warning/)).not.toBeInTheDocument();
  });
});
