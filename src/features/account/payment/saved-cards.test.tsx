import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type PaymentMethod } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { SavedCards } from './saved-cards';

const api = vi.hoisted(() => ({ removePaymentMethod: vi.fn(), setDefaultPaymentMethod: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));

const cards: PaymentMethod[] = [
  {
    id: 2,
    card_number: '4444',
    brand: 'mastercard',
    card_token: 'pm_2',
    exp_month: 7,
    exp_year: 2031,
    is_default: true,
  },
  {
    id: 1,
    card_number: '4242',
    brand: 'visa',
    card_token: 'pm_1',
    exp_month: 3,
    exp_year: 2029,
    is_default: false,
  },
];

beforeEach(() => {
  api.removePaymentMethod.mockReset();
  api.setDefaultPaymentMethod.mockReset();
});

describe('SavedCards', () => {
  it('shows each card’s own expiry', () => {
    renderWithTheme(<SavedCards customerId={7} cards={cards} onChange={() => {}} />);
    expect(screen.getByText('Mastercard ending in 4444, expires 07/2031')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242, expires 03/2029')).toBeInTheDocument();
  });

  it('removes a card', async () => {
    api.removePaymentMethod.mockResolvedValue(undefined);
    const onChange = vi.fn();
    renderWithTheme(<SavedCards customerId={7} cards={cards} onChange={onChange} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Visa ending in 4242, expires 03/2029' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(api.removePaymentMethod).toHaveBeenCalledWith({}, 7, 1);
  });

  it('says why the default card of a running plan stays', async () => {
    const detail =
      'This card pays for your plan. Make another card the default before removing it.';
    api.removePaymentMethod.mockRejectedValue(
      new ApiError('paymentInvalid', { code: 'default_card_in_use', detail }),
    );
    const onChange = vi.fn();
    renderWithTheme(<SavedCards customerId={7} cards={cards} onChange={onChange} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Mastercard ending in 4444, expires 07/2031' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('names every Remove button apart, even for two cards that read alike', () => {
    const twin = { ...cards[1]!, id: 3, card_token: 'pm_3' };
    const renewed = { ...cards[1]!, id: 4, card_token: 'pm_4', exp_year: 2032 };
    renderWithTheme(
      <SavedCards customerId={7} cards={[...cards, twin, renewed]} onChange={() => {}} />,
    );
    const names = screen
      .getAllByRole('button', { name: /^Remove/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(4);
    expect(names).toEqual([
      'Remove Mastercard ending in 4444, expires 07/2031',
      'Remove Visa ending in 4242, expires 03/2029 (card 1 of 2 like it)',
      'Remove Visa ending in 4242, expires 03/2029 (card 2 of 2 like it)',
      'Remove Visa ending in 4242, expires 03/2032',
    ]);
  });
});
