import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithOwnCache } from '@/ui/test-utils';
import { Authenticate } from './authenticate-payment-view';

const api = vi.hoisted(() => ({
  getPaymentAuthentication: vi.fn(),
  authenticateOfflinePayment: vi.fn(),
  confirmPaymentAuthentication: vi.fn(),
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));
vi.mock('@/env/client', () => ({ publicEnv: { stripePublishableKey: undefined } }));

const waiting = {
  payment_intent: 'pi_1',
  client_secret: 'pi_1_secret_2',
  order_id: 9,
  pet_name: 'Juniper',
  amount: 12643,
  delivery_date: '2026-12-03',
  status: 'requires_action',
  // 10 PM Eastern on Monday 30 November: already 1 December in UTC.
  respond_by: '2026-12-01T03:00:00.000Z',
  unanswered: 'card_tried_again',
  keeps_date_until: '2026-11-29',
  arrives_if_confirmed_today: '2026-12-03',
};

const render = () => renderWithOwnCache(<Authenticate customerId={7} paymentIntent="pi_1" />);

beforeEach(() => {
  api.getPaymentAuthentication.mockReset().mockResolvedValue(waiting);
  api.authenticateOfflinePayment.mockReset().mockResolvedValue({});
  api.confirmPaymentAuthentication.mockReset();
});

describe('the confirm-payment page says what confirming (or not) does to the box', () => {
  it('names the last day that keeps the delivery date and the deadline on the shop’s clock', async () => {
    render();
    expect(
      await screen.findByText(
        'Confirm by the end of Sunday, November 29 and it arrives on Thursday, December 3. Confirmed later, it arrives on the first delivery day after we have made it.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'If it is not confirmed by Nov 30, 2026, 10:00 PM EST, we try your card again then.',
      ),
    ).toBeInTheDocument();
  });

  it('says the day the box moves to once too late for its date, and the last attempt', async () => {
    api.getPaymentAuthentication.mockResolvedValue({
      ...waiting,
      unanswered: 'box_given_up',
      arrives_if_confirmed_today: '2026-12-08',
    });
    render();
    expect(
      await screen.findByText(
        'It is too late now to make the box for Thursday, December 3: confirmed today, it arrives on Tuesday, December 8.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'If it is not confirmed by Nov 30, 2026, 10:00 PM EST, this box is not made, you are not charged, and your plan is paused.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the confirm-payment page, offline test bank', () => {
  it('asks the bank, then records the approval and shows the box paid', async () => {
    api.confirmPaymentAuthentication.mockResolvedValue({ ...waiting, status: 'paid' });
    render();
    expect(await screen.findByText(/Juniper’s box costs/)).toHaveTextContent('$126.43');
    fireEvent.click(screen.getByRole('button', { name: 'Authenticate this payment' }));
    const bank = screen.getByRole('alertdialog', { name: 'Confirm this payment' });
    fireEvent.click(bank.querySelector('button')!);
    expect(await screen.findByRole('heading', { name: 'Payment confirmed' })).toBeInTheDocument();
    expect(api.authenticateOfflinePayment).toHaveBeenCalledWith(
      expect.anything(),
      'pi_1_secret_2',
      'approve',
    );
    expect(api.confirmPaymentAuthentication).toHaveBeenCalledWith(expect.anything(), 7, 'pi_1');
    expect(screen.getByRole('status')).toHaveTextContent('Juniper’s box is paid ($126.43)');
  });

  it('a failed check says so and points to another card', async () => {
    api.confirmPaymentAuthentication.mockResolvedValue({ ...waiting, status: 'payment_failed' });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Authenticate this payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bank did not confirm');
    expect(screen.getByRole('link', { name: 'use another card' })).toHaveAttribute(
      'href',
      '/account/edit-payment/',
    );
  });
});
