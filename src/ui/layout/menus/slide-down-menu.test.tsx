import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { SlideDownMenu } from './slide-down-menu';

const CARDS = [
  {
    header: 'Treats',
    description: 'Crunchy bites.',
    image: '/images/menu/treats.svg',
    button: { text: 'View', href: '/dog-treats/', label: 'View treats' },
  },
  {
    header: 'Fresh Recipes',
    description: 'Gently cooked.',
    image: '/images/menu/fresh-beef.svg',
    button: { text: 'See all', href: '/fresh-dog-food/' },
  },
];

describe('SlideDownMenu', () => {
  it('shows one card per category with its header, description, image and button', () => {
    renderWithTheme(<SlideDownMenu cards={CARDS} label="Our Products" />);
    const list = screen.getByRole('list', { name: 'Our Products' });
    const [treats, fresh] = within(list).getAllByRole('listitem');

    expect(within(treats!).getByRole('heading', { level: 3, name: 'Treats' })).toBeInTheDocument();
    expect(within(treats!).getByText('Crunchy bites.')).toBeInTheDocument();
    expect(treats!.querySelector('img')).toHaveAttribute('src', '/images/menu/treats.svg');
    const view = within(treats!).getByRole('link', { name: 'View treats' });
    expect(view).toHaveAttribute('href', '/dog-treats/');
    expect(view).toHaveTextContent('View');

    expect(within(fresh!).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/fresh-dog-food/',
    );
  });

  it('nests its card headers one level below the heading it sits under', () => {
    renderWithTheme(<SlideDownMenu cards={CARDS} label="Extras" headingLevel={4} />);
    expect(screen.getByRole('heading', { level: 4, name: 'Treats' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });
});
