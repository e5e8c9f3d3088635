import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { RecipeChoiceCards, type RecipeChoice } from './recipe-choice-cards';

const options: RecipeChoice[] = [
  {
    value: 'chicken',
    name: 'Fresh Chicken',
    image: '/images/menu/fresh-chicken.svg',
    warning: 'Contains chicken',
    allergens: ['Chicken', 'Egg'],
  },
  { value: 'beef', name: 'Fresh Beef', warning: null, allergens: ['Beef'] },
  { value: 'plain', name: 'Plain', warning: null, allergens: [] },
];

function Cards() {
  const [value, setValue] = useState<string[]>(['beef']);
  return (
    <RecipeChoiceCards
      legend="Fresh recipes"
      name="fresh-recipes"
      options={options}
      value={value}
      onChange={setValue}
    />
  );
}

describe('RecipeChoiceCards', () => {
  it('keeps one named checkbox per recipe, described by its allergens', () => {
    renderWithTheme(<Cards />);
    const group = screen.getByRole('group', { name: 'Fresh recipes' });
    expect(group).toBeInTheDocument();
    const chicken = screen.getByRole('checkbox', { name: 'Fresh Chicken Contains chicken' });
    expect(chicken).toHaveAccessibleDescription('Contains: Chicken, Egg');
    expect(screen.getByRole('checkbox', { name: 'Fresh Beef' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Plain' })).not.toHaveAttribute('aria-describedby');
    // The art is decorative: the name beside it says what it is.
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('ticks from the keyboard and from anywhere on the card', async () => {
    renderWithTheme(<Cards />);
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /^Fresh Chicken/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /^Fresh Chicken/ })).toBeChecked();
    await userEvent.click(screen.getByText('Fresh Beef'));
    expect(screen.getByRole('checkbox', { name: 'Fresh Beef' })).not.toBeChecked();
  });
});
