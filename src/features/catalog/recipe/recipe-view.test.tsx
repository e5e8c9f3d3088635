import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { FLAG_DEFAULTS } from '@/config/flags';
import { recipePageProps } from '../catalog-props';
import { RecipeView } from './recipe-view';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { priceSheet } from '@/domain/price-book';

const SHEET = priceSheet(STARTING_PRICES, '2031-01-01');

vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: React.ReactNode }) => <main>{children}</main>,
}));

const props = recipePageProps(FLAG_DEFAULTS, SHEET, 'fresh', 'lamb', {
  markup: () => '<svg></svg>',
  iconSrc: (image) => image,
})!;

describe('RecipeView', () => {
  it('says a recipe cannot be ordered yet and links to the quiz for the others', async () => {
    renderWithTheme(<RecipeView {...props} orderable={false} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fresh Lamb' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/can’t be ordered just yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
    expect(screen.queryByRole('link', { name: 'Try now' })).not.toBeInTheDocument();
  });

  it('offers an orderable recipe with Try now', async () => {
    renderWithTheme(<RecipeView {...props} orderable />);
    expect(await screen.findByRole('link', { name: 'Try now' })).toHaveAttribute(
      'href',
      '/onboarding/',
    );
    expect(screen.queryByText(/can’t be ordered just yet/)).not.toBeInTheDocument();
  });
});
