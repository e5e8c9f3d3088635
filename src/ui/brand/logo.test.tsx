import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

describe('Logo', () => {
  it('is one 79x39 image named after the shop', () => {
    render(<Logo />);
    const logo = screen.getByRole('img', { name: 'Ollie' });
    expect(logo).toHaveAttribute('width', '79');
    expect(logo).toHaveAttribute('height', '39');
    expect(logo).toHaveAttribute('viewBox', '0 0 79 39');
  });

  it('can be named otherwise where the context needs it', () => {
    render(<Logo title="Ollie, fresh dog food" />);
    expect(screen.getByRole('img', { name: 'Ollie, fresh dog food' })).toBeInTheDocument();
  });
});
