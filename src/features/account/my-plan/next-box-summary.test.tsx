import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { NextBoxSummary } from './next-box-summary';

const untaxed = {
  id: 4,
  sku: 'FR_sku',
  next_delivery_date: '2026-12-03',
  next_box: {
    lines: [
      { sku: 'FR_sku', product_name: 'Biscuit’s 2-week plan', quantity: 1, total_cents: 6000 },
    ],
    subtotal: 6000,
    discount: 0,
    credit: 0,
    tax: 0,
    total: 6000,
  },
} as unknown as Subscription;

describe('NextBoxSummary', () => {
  it('states no tax as $0.00, not FREE (FREE is for prices)', () => {
    renderWithTheme(<NextBoxSummary subscription={untaxed} />);
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent(/^\$0\.00$/);
    expect(screen.getByText('Next box total').nextElementSibling).toHaveTextContent('$60.00');
  });

  it('headlines the paid box on its way as the next box, then the box that can still change', () => {
    renderWithTheme(
      <NextBoxSummary
        subscription={{ ...untaxed, paid_box_date: '2026-12-05', next_delivery_date: '2026-12-26' }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Next box, Saturday, December 5',
      'Box after that, Saturday, December 26',
    ]);
    expect(
      screen.getByRole('region', { name: 'Next box, Saturday, December 5' }),
    ).toHaveTextContent('Paid and on its way: it can no longer be skipped or moved.');
    expect(screen.getByText('Box total').nextElementSibling).toHaveTextContent('$60.00');
  });
});
