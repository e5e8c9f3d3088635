import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSubscriptionView } from '@/contracts/orders';
import { renderWithTheme } from '@/ui/test-utils';
import { PupBoxCards } from './pup-box-cards';

const plan = (id: number, pet_name: string, sku: string): OrderSubscriptionView => ({
  id,
  pet_id: id,
  pet_name,
  sku,
  weeks_of_food: 2,
  next_delivery_date: '2027-01-09',
  repeat: { every_weeks: 2, box: { subtotal: 6000, tax: 480, total: 6480 }, other_box: null },
});

describe('the confirmation’s box per pup', () => {
  it('draws each pup’s own recipes on a card of its own', () => {
    renderWithTheme(
      <PupBoxCards
        plans={[
          plan(1, 'Rex', 'FR_692_10_chicken+beef_0'),
          plan(2, 'Mochi', 'DY_900_10_0_baked-beef'),
        ]}
      />,
    );
    const cards = within(screen.getByRole('list', { name: 'Your pups’ boxes' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(2);
    const rex = screen.getByRole('listitem', { name: 'Rex’s box' });
    expect(
      within(rex)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Fresh Chicken', 'Fresh Beef']);
    expect(rex).toHaveTextContent('Next box: Saturday, January 9, then every 2 weeks.');
    const mochi = screen.getByRole('listitem', { name: 'Mochi’s box' });
    expect(
      within(mochi)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Baked Beef']);
  });
});
