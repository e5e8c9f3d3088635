import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSubscriptionView, OrderView } from '@/contracts/orders';
import { renderWithTheme } from '@/ui/test-utils';
import { FeedingGuideCard } from './feeding-guide-card';
import { FirstBoxTimeline } from './first-box-timeline';

const biscuit: OrderSubscriptionView = {
  id: 4,
  pet_id: 9,
  pet_name: 'Biscuit',
  sku: 'FR_692_10_chicken+beef_0',
  weeks_of_food: 4,
  next_delivery_date: '2027-01-23',
  repeat: { every_weeks: 4, box: { subtotal: 10668, tax: 667, total: 11335 }, other_box: null },
};

describe('the confirmation’s first-box guide', () => {
  it('dates every step it knows, the first renewal with its charge day and amount', () => {
    renderWithTheme(
      <FirstBoxTimeline
        order={{ total: 5667, delivery_date: '2026-12-26', subscriptions: [biscuit] } as OrderView}
      />,
    );
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('strong')?.textContent)).toEqual([
      'Today: order confirmed',
      'Cooked and packed',
      'Shipped',
      'Arrives Saturday, December 26',
      'First renewal',
    ]);
    expect(steps[0]).toHaveTextContent('$56.67 charged');
    // Charged four days ahead, as the box goes into prep (the renewal schedule's rule).
    expect(steps[4]).toHaveTextContent(
      'Biscuit’s next box: $113.35 charged on Tuesday, January 19, to arrive on Saturday, January 23.',
    );
  });

  it('prints grams per meal for each recipe and a first week that grows to a whole meal', () => {
    renderWithTheme(<FeedingGuideCard plan={biscuit} />);
    const guide = screen.getByRole('region', { name: 'Biscuit’s feeding guide' });
    expect(guide).toHaveTextContent('692 kcal a day in 2 meals.');
    // 346 kcal a meal: chicken 1,300 kcal/kg → 266 g; beef 1,420 kcal/kg → 244 g.
    const perMeal = within(guide).getByRole('table', { name: 'Grams per meal, by recipe' });
    expect(within(perMeal).getByRole('row', { name: /Fresh Chicken/ })).toHaveTextContent('266 g');
    expect(within(perMeal).getByRole('row', { name: /Fresh Beef/ })).toHaveTextContent('244 g');
    const week = within(guide).getByRole('table', { name: /The first week, with Fresh Chicken/ });
    expect(
      within(week)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Days 1 and 267 g', 'Days 3 and 4133 g', 'Days 5 and 6200 g', 'Day 7 on266 g']);
    expect(guide.querySelectorAll('img')).toHaveLength(2);
  });
});
