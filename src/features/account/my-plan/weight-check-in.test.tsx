import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { WeightCheckIn } from './weight-check-in';
import { PET_MESSAGES } from '@/domain/pet-messages';

const api = vi.hoisted(() => ({
  quoteCheckIn: vi.fn(),
  confirmCheckIn: vi.fn(),
  getSubscription: vi.fn(),
  listPets: vi.fn(),
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
    api.listPets.mockResolvedValue([
      { id: 7, name: 'Mochi', weight: 12 },
      { id: 8, name: 'Biscuit', weight: 32 },
    ]);
  });

  it('starts from the weight on file', async () => {
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    expect(await screen.findByDisplayValue('32')).toBe(
      screen.getByLabelText('Biscuit’s weight (lbs)'),
    );
  });

  it('keeps what the owner types when the weight on file arrives after they went to the field', async () => {
    let answer: (pets: unknown) => void = () => undefined;
    api.listPets.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    const weight = screen.getByLabelText('Biscuit’s weight (lbs)');
    await userEvent.click(weight);
    answer([{ id: 8, name: 'Biscuit', weight: 32 }]);
    await userEvent.type(weight, '31');
    expect(weight).toHaveValue('31');
  });

  it('starts from the weight on file again when reopened after the field was left empty', async () => {
    api.listPets.mockReturnValueOnce(new Promise(() => undefined));
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    await userEvent.click(screen.getByLabelText('Biscuit’s weight (lbs)'));
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    expect(await screen.findByDisplayValue('32')).toBe(
      screen.getByLabelText('Biscuit’s weight (lbs)'),
    );
  });

  it('says everything wrong at once: a weight out of range and no shape chosen', async () => {
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    const weight = screen.getByLabelText('Biscuit’s weight (lbs)');
    await screen.findByDisplayValue('32');
    await userEvent.clear(weight);
    await userEvent.type(weight, '400');
    await userEvent.click(screen.getByRole('button', { name: 'See the new portion' }));
    expect(weight).toHaveAccessibleDescription(/^Enter a weight between/);
    expect(
      screen.getByRole('group', { name: 'How does Biscuit look?' }),
    ).toHaveAccessibleDescription(
      'Choose how your pup looks: too thin, just right or a little heavy.',
    );
    expect(api.quoteCheckIn).not.toHaveBeenCalled();
  });

  it('shows the new calories, portion and price first; only confirming saves', async () => {
    const onChange = vi.fn();
    renderWithTheme(
      <WeightCheckIn customerId={3} subscription={subscription} onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Update Biscuit’s weight' }));
    await screen.findByDisplayValue('32');
    await userEvent.clear(screen.getByLabelText('Biscuit’s weight (lbs)'));
    await userEvent.click(screen.getByRole('button', { name: 'See the new portion' }));
    expect(screen.getByLabelText('Biscuit’s weight (lbs)')).toHaveAccessibleDescription(
      PET_MESSAGES.weight,
    );
    expect(api.quoteCheckIn).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Biscuit’s weight (lbs)'), '34');
    await userEvent.click(screen.getByRole('radio', { name: 'Too thin' }));
    await userEvent.click(screen.getByRole('button', { name: 'See the new portion' }));
    const preview = await screen.findByRole('status', { name: 'New portion' });
    expect(preview).toHaveTextContent('760 kcal (now 690 kcal)');
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
