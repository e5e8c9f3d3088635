import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardCollector } from '@/ui/forms/card/card-collector';
import { ApiError, type PaymentMethod } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { NewCardForm } from './new-card-form';

const api = vi.hoisted(() => ({ initiateCardSetup: vi.fn(), confirmCardSetup: vi.fn() }));
const card = vi.hoisted(() => ({ collect: vi.fn(), authenticate: vi.fn() }));

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  initiateCardSetup: api.initiateCardSetup,
  confirmCardSetup: api.confirmCardSetup,
}));
vi.mock('@/lib/session/api-client', () => ({ browserApiClient: () => ({}) }));
vi.mock('@/ui/forms/card/card-fields', () => ({
  CardFields: ({ onReady }: { onReady: (collector: CardCollector) => void }) => {
    useEffect(() => onReady(card), [onReady]);
    return null;
  },
}));

const savedCard = (id: number, last4: string): PaymentMethod => ({
  id,
  card_number: last4,
  brand: 'visa',
  card_token: `pm_${id}`,
  exp_month: 7,
  exp_year: 2031,
  is_default: true,
});
const setupIntent = (n: number) => ({
  id: n,
  transaction_id: `seti_${n}_secret_${n}`,
  status: 'pending',
});

beforeEach(() => {
  let made = 0;
  api.initiateCardSetup.mockReset().mockImplementation(() => Promise.resolve(setupIntent(++made)));
  api.confirmCardSetup.mockReset();
  card.collect.mockReset().mockResolvedValue({ ok: true, token: 'pm_typed' });
  card.authenticate.mockReset().mockResolvedValue({ ok: true });
});

async function submit() {
  const button = await screen.findByRole('button', { name: 'Save card' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('NewCardForm', () => {
  it('saves two cards in a row, each through a fresh setup intent', async () => {
    api.confirmCardSetup
      .mockResolvedValueOnce(savedCard(1, '4242'))
      .mockResolvedValueOnce(savedCard(2, '4444'));
    const onSaved = vi.fn();
    renderWithTheme(<NewCardForm customerId={7} submitLabel="Save card" onSaved={onSaved} />);
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedCard(1, '4242')));
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedCard(2, '4444')));
    expect(api.confirmCardSetup.mock.calls.map((call) => call[2])).toEqual(['seti_1', 'seti_2']);
  });

  it('runs the bank’s 3-D Secure step, then saves the card it approved', async () => {
    const asked = {
      ...setupIntent(1),
      next_action: { type: 'use_stripe_sdk', client_secret: 'seti_1_secret_1' },
    };
    api.confirmCardSetup.mockResolvedValueOnce(asked).mockResolvedValueOnce(savedCard(1, '3184'));
    const onSaved = vi.fn();
    renderWithTheme(<NewCardForm customerId={7} submitLabel="Save card" onSaved={onSaved} />);
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(savedCard(1, '3184')));
    expect(card.authenticate).toHaveBeenCalledWith('seti_1_secret_1');
    expect(api.confirmCardSetup).toHaveBeenCalledTimes(2);
  });

  it('shows why when the bank’s check fails, and saves nothing', async () => {
    api.confirmCardSetup.mockResolvedValueOnce({
      ...setupIntent(1),
      next_action: { type: 'use_stripe_sdk', client_secret: 'seti_1_secret_1' },
    });
    card.authenticate.mockResolvedValue({
      ok: false,
      error: new ApiError('paymentInvalid', {
        code: 'payment_intent_authentication_failure',
        detail: 'We are unable to authenticate your payment method.',
      }),
    });
    const onSaved = vi.fn();
    renderWithTheme(<NewCardForm customerId={7} submitLabel="Save card" onSaved={onSaved} />);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are unable to authenticate your payment method.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(api.confirmCardSetup).toHaveBeenCalledTimes(1);
  });

  it('makes the new card the default only when the box is ticked', async () => {
    api.confirmCardSetup
      .mockResolvedValueOnce({ ...savedCard(1, '4242'), is_default: false })
      .mockResolvedValueOnce(savedCard(2, '4444'));
    renderWithTheme(
      <NewCardForm customerId={7} submitLabel="Save card" askDefault onSaved={vi.fn()} />,
    );
    const asDefault = screen.getByRole('checkbox', { name: /^Make it the default card/ });
    expect(asDefault).not.toBeChecked();
    await submit();
    await waitFor(() => expect(api.confirmCardSetup).toHaveBeenCalledTimes(1));
    expect(api.confirmCardSetup.mock.calls[0]![4]).toBe(false);
    await userEvent.click(asDefault);
    await submit();
    await waitFor(() => expect(api.confirmCardSetup).toHaveBeenCalledTimes(2));
    expect(api.confirmCardSetup.mock.calls[1]![4]).toBe(true);
  });
});
