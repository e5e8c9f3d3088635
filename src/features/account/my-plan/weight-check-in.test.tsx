import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { WeightCheckIn } from './weight-check-in';

const api = vi.hoisted(() => ({
  quoteCheckIn: vi.fn(),
  confirmCheckIn: vi.fn(),
  getSubscription: vi.fn(),
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));

const subscription = { id: 4, pet_id: 8, pet_name: 'Biscuit' } as unknown as Subscription;
const portion = (kcal: number, grams: number, week: number) => ({
  kcalories_per_day: kcal,
  fresh_grams_per_day: grams,
  dry_grams_per_day: 0,
  price_per_week: week,
  box_price: week * 2,
  weeks_of_food: 2,
});
const quote = {
  daily_kcalories: 760,
  previous_daily_kcalories: 690,
  plan: { now: portion(690, 480, 5600), next: portion(760, 530, 6150), changes_from: '2026-12-08' },
};

describe('WeightCheckIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.quoteCheckIn.mockResolvedValue(quote);
    api.confirmCheckIn.mockResolvedValue(quote);
    api.getSubscription.mockResolvedValue({ ...subscription, price_per_week: 6150 });
  });

  it('shows the new calories, portion and price first; only confirming saves', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the new portion' }));
    expect(screen.getByLabelText('Biscuit’s weight (lbs)')).toHaveAccessibleDescription(
      'Current weight is required.',
    );
    expect(api.quoteCheckIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Biscuit’s weight (lbs)'), '34');
    await userEvent.click(screen.getByRole('radio', { name: 'Too thin' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the new portion' }));
    const preview = await screen.findByRole('status', { name: 'New portion' });
    expect(preview).toHaveTextContent('760 (now 690)');
    expect(preview).toHaveTextContent('530 g fresh (now 480 g fresh)');
    expect(preview).toHaveTextContent('$61.50 (now $56.00)');
    expect(preview).toHaveTextContent('The box arriving Tuesday, December 8 will be the first');
    expect(api.quoteCheckIn).toHaveBeenCalledWith(expect.anything(), 3, 8, {
      weight_lb: 34,
      body_condition: 'too_thin',
    });
    expect(api.confirmCheckIn).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm the new portion' }));
    expect(api.confirmCheckIn).toHaveBeenCalledWith(expect.anything(), 3, 8, {
      weight_lb: 34,
      body_condition: 'too_thin',
    });
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ price_per_week: 6150 })),
    );
  });
});
