import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { RECIPES } from '@/domain/catalog/recipes-data';
import { theme } from '@/ui/theme';
import { renderWithTheme } from '@/ui/test-utils';
import { calculatePortions } from './calculate-portions';
import { DEFAULT_INPUTS, profileOf } from './calculator-inputs';
import { PortionCalculator } from './portion-calculator';

const recipes = RECIPES.filter((recipe) => !recipe.flag);
// As the page's getStaticProps works it out.
const initial = calculatePortions(profileOf(DEFAULT_INPUTS), recipes);

describe('PortionCalculator', () => {
  it('is not usable in the server’s HTML, before its code has hydrated it', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(
      <ThemeProvider theme={theme}>
        <PortionCalculator recipes={recipes} initial={initial} />
      </ThemeProvider>,
    );
    const controls = html.querySelectorAll('input, select');
    expect(controls).toHaveLength(5);
    controls.forEach((control) => expect(control).toBeDisabled());
  });

  it('is usable once rendered in the browser', () => {
    renderWithTheme(<PortionCalculator recipes={recipes} initial={initial} />);
    expect(screen.getByLabelText('Current weight (lb)')).toBeEnabled();
    expect(screen.getByLabelText('Age')).toBeEnabled();
  });

  it('starts with a typical dog and shows per-day and per-meal calories', () => {
    renderWithTheme(<PortionCalculator recipes={recipes} initial={initial} />);
    expect(
      screen.getByRole('heading', { name: '794 kcal per day, 397 kcal per meal' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Resting energy: 70 × 13.6/)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });

  it('gives a heavier, more active dog more calories', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PortionCalculator recipes={recipes} initial={initial} />);
    await user.clear(screen.getByLabelText('Current weight (lb)'));
    await user.type(screen.getByLabelText('Current weight (lb)'), '60');
    await user.selectOptions(screen.getByLabelText('Activity level'), 'high');
    // The arithmetic loads on the first change, so the new result follows shortly after.
    expect(
      await screen.findByRole('heading', { name: /^1,601 kcal per day, 801 kcal per meal$/ }),
    ).toBeInTheDocument();
  });

  it('shows the starting result again when the answers go back to it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PortionCalculator recipes={recipes} initial={initial} />);
    await user.click(screen.getByRole('radio', { name: 'No' }));
    const result = () => screen.getByRole('heading', { name: /kcal per day/ });
    await waitFor(() => expect(result()).not.toHaveTextContent(/^794 kcal per day/));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(
      await screen.findByRole('heading', { name: '794 kcal per day, 397 kcal per meal' }),
    ).toBeInTheDocument();
  });

  it('explains what weights it accepts', async () => {
    const user = userEvent.setup();
    renderWithTheme(<PortionCalculator recipes={recipes} initial={initial} />);
    await user.clear(screen.getByLabelText('Current weight (lb)'));
    await user.type(screen.getByLabelText('Current weight (lb)'), '400');
    expect(screen.getByText('Enter a weight between 1 and 250 lb.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current weight (lb)')).toHaveAttribute('aria-invalid', 'true');
  });
});
