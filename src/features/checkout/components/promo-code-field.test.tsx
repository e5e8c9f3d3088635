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
});
