import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { PromoCodeField } from './promo-code-field';

const flags = vi.hoisted(() => ({ SHOW_PROMO_CODE_CHECKOUT: true }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: string) => (flags as Record<string, boolean>)[name] ?? false,
}));
const api = vi.hoisted(() => ({ updateCart: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  updateCart: api.updateCart,
}));

const cart = { id: 1, subscriptions: [], line_items: [] } as unknown as Cart;

describe('PromoCodeField and SHOW_PROMO_CODE_CHECKOUT', () => {
  beforeEach(() => {
    flags.SHOW_PROMO_CODE_CHECKOUT = true;
  });

  it('offers a promo code box while the flag is on, and asks for a code before applying', async () => {
    const onCartChange = vi.fn();
    renderWithTheme(<PromoCodeField customerId={1} cart={cart} onCartChange={onCartChange} />);
    const form = screen.getByRole('form', { name: 'Apply a promo code' });
    expect(within(form).getByLabelText('Promo code')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Field is required')).toBeInTheDocument();
    expect(onCartChange).not.toHaveBeenCalled();
  });

  it('shows no promo code box while the flag is off', () => {
    flags.SHOW_PROMO_CODE_CHECKOUT = false;
    renderWithTheme(<PromoCodeField customerId={1} cart={cart} onCartChange={vi.fn()} />);
    expect(screen.queryByRole('form', { name: 'Apply a promo code' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
  });

  it('keeps the better offer, says why, and takes the weaker code only when the customer chooses it', async () => {
    const withOffer = (code: string) =>
      ({
        ...cart,
        offer: { code, category: 'MARKETING', type: 'PERCENT_AMOUNT', amount: 60 },
      }) as Cart;
    const message =
      'PUP-ABCDEF saves you more on your first box ($87.00 off) than FRESHSTART25 ($30.00 off), so we kept PUP-ABCDEF.';
    api.updateCart
      .mockResolvedValueOnce({
        ...withOffer('PUP-ABCDEF'),
        offer_notice: { code: 'FRESHSTART25', kept: 'PUP-ABCDEF', message },
      })
      .mockResolvedValueOnce({ ...withOffer('FRESHSTART25'), offer_notice: null });
    const onCartChange = vi.fn();
    const { rerender } = renderWithTheme(
      <PromoCodeField customerId={1} cart={withOffer('PUP-ABCDEF')} onCartChange={onCartChange} />,
    );
    await userEvent.type(screen.getByLabelText('Promo code'), 'freshstart25');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(api.updateCart).toHaveBeenLastCalledWith(expect.anything(), 1, {
      coupon_code: 'FRESHSTART25',
    });
    expect(onCartChange.mock.calls[0]![0].offer.code).toBe('PUP-ABCDEF');

    await userEvent.click(screen.getByRole('button', { name: 'Use FRESHSTART25 instead' }));
    expect(api.updateCart).toHaveBeenLastCalledWith(expect.anything(), 1, {
      coupon_code: 'FRESHSTART25',
      replace_offer: true,
    });
    rerender(
      <PromoCodeField
        customerId={1}
        cart={withOffer('FRESHSTART25')}
        onCartChange={onCartChange}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('FRESHSTART25 is applied.')).toBeInTheDocument();
  });
});
