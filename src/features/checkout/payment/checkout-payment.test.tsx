import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentMethod } from '@/lib/api-client';
import { authenticateOfflinePayment } from '@/lib/api-client/checkout';
import { renderWithTheme } from '@/ui/test-utils';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { CheckoutPayment } from './checkout-payment';

// The offline card form makes a payment method of the typed card, as Stripe.js does.
vi.mock('@/lib/api-client/checkout', async (original) => ({
  ...(await original<typeof import('@/lib/api-client/checkout')>()),
  createOfflineCard: vi.fn((_client: unknown, input: Record<string, unknown>) =>
    Promise.resolve({ id: `pm_typed_${input.card}_${input.exp_month}_${input.exp_year}` }),
  ),
  authenticateOfflinePayment: vi.fn(() => Promise.resolve()),
}));

const visa: PaymentMethod = {
  id: 3,
  card_number: '4242',
  brand: 'visa',
  card_token: 'pm_saved_visa',
  exp_month: 12,
  exp_year: 2034,
  is_default: true,
};

function renderPayment(savedCard: PaymentMethod | null) {
  const ready: CardCollector[] = [];
  renderWithTheme(<CheckoutPayment savedCard={savedCard} onReady={(next) => ready.push(next)} />);
  return ready;
}

describe('CheckoutPayment', () => {
  it('pays with the saved card by default, without card fields', async () => {
    const ready = renderPayment(visa);
    expect(screen.getByRole('radio', { name: 'Your card ending in 4242' })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await waitFor(() => expect(ready.length).toBeGreaterThan(0));
    await expect(ready.at(-1)!.collect()).resolves.toEqual({ ok: true, token: 'pm_saved_visa' });
  });

  it('shows the card fields for a new card, and reads the card typed there', async () => {
    const ready = renderPayment(visa);
    await userEvent.click(screen.getByRole('radio', { name: 'A new card' }));
    await userEvent.type(screen.getByLabelText('Card number'), '5555555555554444');
    await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '1234');
    await userEvent.type(screen.getByLabelText('CVC'), '123');
    await waitFor(async () =>
      expect(await ready.at(-1)!.collect()).toEqual({
        ok: true,
        token: 'pm_typed_pm_card_mastercard_12_2034',
      }),
    );
  });

  it('offers the bank’s check for the saved card, and reports what the bank answered', async () => {
    const ready = renderPayment(visa);
    await waitFor(() => expect(ready.length).toBeGreaterThan(0));
    const approved = ready.at(-1)!.authenticate('pi_1_secret_a');
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this payment' });
    expect(screen.queryByText(/enter the card again/i)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    await expect(approved).resolves.toEqual({ ok: true });
    expect(authenticateOfflinePayment).toHaveBeenLastCalledWith(
      expect.anything(),
      'pi_1_secret_a',
      'approve',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const failed = ready.at(-1)!.authenticate('pi_2_secret_b');
    await userEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    const answer = await failed;
    expect(answer.ok).toBe(false);
    expect(answer.ok ? null : answer.error.code).toBe('payment_intent_authentication_failure');
    expect(authenticateOfflinePayment).toHaveBeenLastCalledWith(
      expect.anything(),
      'pi_2_secret_b',
      'fail',
    );
  });

  it('asks for a card when none is saved', () => {
    renderPayment(null);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
  });
});
