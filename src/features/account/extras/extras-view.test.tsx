import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { ExtrasEditor } from './extras-view';

const api = vi.hoisted(() => ({ quoteAddons: vi.fn(), replaceAddons: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));

const planLine = {
  sku: 'FR_1',
  product_name: 'Biscuit’s 2-week plan',
  product_type: 'FR',
  quantity: 1,
  unit_cents: 9000,
  total_cents: 9000,
};
const box = (lines: (typeof planLine)[], total: number) => ({
  lines,
  subtotal: total,
  discount: 0,
  credit: 0,
  tax: 0,
  shipping: 0,
  total,
});
const subscription = {
  id: 9,
  pet_name: 'Biscuit',
  pet_allergies: [],
  sku: 'FR_1',
  addons: [],
  next_delivery_date: '2026-12-08',
  next_box: box([planLine], 9000),
} as unknown as Subscription;
const zoomies = {
  sku: 'ZOOMIES01',
  name: 'Zoomies Hip & Joint',
  size: '60 chews',
  priceCents: 2499,
  productType: 'SP' as const,
  allergens: [],
  container: 'jar' as const,
  image: '/images/products/zoomies.svg',
  imageAlt: 'A jar of Zoomies',
};

describe('ExtrasEditor', () => {
  it('updates the next box as extras are ticked, before anything is saved', async () => {
    const zoomiesLine = {
      ...planLine,
      sku: 'ZOOMIES01',
      product_name: 'Zoomies Hip & Joint',
      product_type: 'SP',
      unit_cents: 2499,
      total_cents: 2499,
    };
    api.quoteAddons.mockResolvedValue({
      ...subscription,
      next_box: box([planLine, zoomiesLine], 11499),
    });
    renderWithOwnCache(
      <ExtrasEditor options={[zoomies]} subscription={subscription} onSaved={vi.fn()} />,
    );
    expect(screen.getByText('$90.00', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /^Zoomies Hip & Joint/ }));
    expect(await screen.findByText('$114.99', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('With your changes, not saved yet.')).toBeInTheDocument();
    expect(api.quoteAddons).toHaveBeenCalledWith({}, 9, [
      { sku: 'ZOOMIES01', quantity: 1, frequency: 1 },
    ]);
    expect(api.replaceAddons).not.toHaveBeenCalled();
  });
});
