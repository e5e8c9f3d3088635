import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { OrderSummary } from './order-summary';

const plan = (
  petId: number,
  name: string,
  weeks: number,
  box: number,
  addons = [] as object[],
) => ({
  pet_id: petId,
  pet_name: name,
  sku: `FR-${petId}`,
  weeks_of_food: weeks,
  tray_count: 8,
  bag_count: 0,
  box_price: box,
  addons,
  repeat: { every_weeks: weeks, box: { subtotal: box, tax: 0, total: box }, other_box: null },
});

const cart = (taxState: string | null) =>
  ({
    cart_id: 1,
    version: 1,
    offer: null,
    tax_state: taxState,
    line_items: [],
    subscriptions: {
      1: {
        ...plan(1, 'Biscuit', 1, 6713, [
          {
            sku: 'ZOOMIES01',
            product_name: 'Zoomies Hip & Joint',
            product_type: 'SP',
            quantity: 1,
            frequency: 1,
            unit_price: 2499,
            total_price: 2499,
          },
        ]),
        repeat: {
          every_weeks: 1,
          box: { subtotal: 9212, tax: 668, total: 9880 },
          other_box: null,
        },
      },
      2: plan(2, 'Pip', 4, 4368),
    },
    totals: {
      subtotal: 13580,
      discount: 0,
      tax: 985,
      shipping: 0,
      total: 14565,
      next_box_subtotal: 13580,
      next_box_tax: 985,
      next_box_total: 14565,
    },
  }) as unknown as Cart;

describe('OrderSummary', () => {
  it('shows each pup’s repeat amount and cadence, not one price for all', () => {
    renderWithTheme(<OrderSummary cart={cart('CA')} />);
    expect(
      screen.getByText('Then Biscuit’s box renews every week at $98.80 ($92.12 plus $6.68 tax).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Then Pip’s box renews every 4 weeks at $43.68 ($43.68 plus $0.00 tax).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/few weeks|each box costs/)).not.toBeInTheDocument();
  });

  it('lists a plan add-on with its pup, as charged', () => {
    renderWithTheme(<OrderSummary cart={cart('CA')} />);
    expect(screen.getByText('Biscuit: Zoomies Hip & Joint × 1')).toBeInTheDocument();
    expect(screen.getByText('$24.99')).toBeInTheDocument();
  });

  it('names the pup whose box each extra is in: the same extra for two pups is two lines', () => {
    const two = cart('CA');
    const line = (petId: number | null, quantity: number, frequency: 1 | 2) => ({
      sku: 'SWEETPOTATOSLICES1',
      product_name: 'Sweet Potato Slices',
      product_type: 'TR' as const,
      recurrence: true,
      pet_id: petId,
      quantity,
      frequency,
      unit_price: 899,
      total_price: 899 * quantity,
    });
    two.line_items = [line(2, 1, 1), line(1, 2, 2)];
    renderWithTheme(<OrderSummary cart={two} />);
    expect(screen.getByText('Pip: Sweet Potato Slices × 1')).toBeInTheDocument();
    expect(
      screen.getByText('Biscuit: Sweet Potato Slices × 2 (every other box)'),
    ).toBeInTheDocument();
  });

  it('states no tax as $0.00, not FREE', () => {
    const untaxed = cart('OR');
    untaxed.totals = { ...untaxed.totals, tax: 0, total: untaxed.totals.subtotal };
    renderWithTheme(<OrderSummary cart={untaxed} />);
    expect(screen.getByText('Tax').nextElementSibling).toHaveTextContent(/^\$0\.00$/);
    expect(screen.queryByText(/no sales tax/)).not.toBeInTheDocument();
  });

  it('says tax is added while the state is not known', () => {
    renderWithTheme(<OrderSummary cart={cart(null)} />);
    expect(
      screen.getByText('Then Pip’s box renews every 4 weeks at $43.68 plus tax.'),
    ).toBeInTheDocument();
  });
});
