import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/lib/session/session-store';
import { renderWithTheme } from '@/ui/test-utils';
import { FLAG_DEFAULTS } from '@/config/flags';
import { recipeCard, recipesOnOffer } from '@/features/catalog/catalog-props';
import { HomeView } from './home-view';
import { STARTING_PRICES } from '@/domain/catalog/starting-prices';
import { priceSheet } from '@/domain/price-book';

const SHEET = priceSheet(STARTING_PRICES, '2031-01-01');

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ asPath: '/', push: vi.fn() }),
}));

/** The home page, rendered in the browser. */
async function renderHome() {
  act(() => resetSessionStore({ status: 'unauthenticated', user: null }));
  renderWithTheme(<HomeView recipes={recipesOnOffer(FLAG_DEFAULTS, SHEET).map(recipeCard)} />);
  await screen.findByRole('main');
}

describe('HomeView', () => {
  it('has one h1 and leads to the quiz', async () => {
    await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const main = screen.getByRole('main');
    const ctas = within(main).getAllByRole('link', { name: 'Get started' });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/onboarding/');
  });

  it('explains the four plan types', async () => {
    await renderHome();
    const plans = screen.getByRole('region', { name: 'Four ways to feed' });
    for (const plan of ['Fresh', 'Half-fresh', 'Baked', 'Mixed']) {
      expect(within(plans).getByRole('heading', { name: plan })).toBeInTheDocument();
    }
  });

  it('teases recipes with 280x210 images and links to them', async () => {
    await renderHome();
    const recipes = screen.getByRole('region', { name: 'Recipes dogs line up for' });
    const beef = within(recipes).getByRole('link', { name: /Fresh Beef/ });
    expect(beef).toHaveAttribute('href', '/fresh-dog-food/beef/');
    expect(beef).toHaveTextContent(/\$\d+\.\d{2} PER WEEK/);
    const image = beef.querySelector('img');
    expect(image).toHaveAttribute(
      'alt',
      expect.stringMatching(/^A bowl of Fresh Beef with beef, /),
    );
    expect(image).toHaveAttribute('width', '280');
    expect(image).toHaveAttribute('height', '210');
  });

  it('states the shop’s promises: vet-formulated, delivery, cancel anytime', async () => {
    await renderHome();
    const promises = screen.getByRole('list', { name: 'Our promises' });
    expect(within(promises).getAllByRole('listitem')).toHaveLength(3);
    expect(promises).toHaveTextContent(/Vet-formulated/);
    expect(promises).toHaveTextContent(/Cancel anytime, online/);
  });

  it('shows reviews with readable star ratings and a link to more', async () => {
    await renderHome();
    const reviews = screen.getByRole('region', { name: 'What pup parents say' });
    expect(within(reviews).getAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(3);
    expect(within(reviews).getByRole('link', { name: 'Read more reviews' })).toHaveAttribute(
      'href',
      '/reviews/',
    );
  });
});
