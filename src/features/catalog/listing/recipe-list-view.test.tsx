import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FLAG_DEFAULTS } from '@/config/flags';
import { renderWithTheme } from '@/ui/test-utils';
import { recipeCard, recipesOnOffer } from '../catalog-props';
import { RecipeListView } from './recipe-list-view';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { priceSheet } from '@/domain/price-book';

const SHEET = priceSheet(STARTING_PRICES, '2031-01-01');

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

describe('RecipeListView', () => {
  it('links a card to each recipe on offer, with its price per week', async () => {
    const recipes = recipesOnOffer(FLAG_DEFAULTS, SHEET, 'dry').map(recipeCard);
    renderWithTheme(
      <RecipeListView title="Baked dog food" intro="Slow-baked." recipes={recipes} />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baked dog food' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Baked dog food' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(
      recipes.map((recipe) => recipe.href),
    );
    expect(cards[0]).toHaveTextContent(/\$\d+\.\d{2} PER WEEK/);
  });
});
