import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/contracts/admin/staff';
import type { FailedPaymentView } from '@/contracts/admin/care';
import { renderWithTheme } from '@/ui/test-utils';
import { FailedPaymentsView } from './failed-payments-view';

const router = vi.hoisted(() => ({
  asPath: '/admin/payments/failed/',
  pathname: '/admin/payments/failed',
  replace: vi.fn().mockResolvedValue(true),
  push: vi.fn(),
  prefetch: vi.fn().mockResolvedValue(undefined),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));
const api = vi.hoisted(() => ({ retryFailedPayment: vi.fn(), contactAboutFailedPayment: vi.fn() }));
vi.mock('@/lib/api-client/admin/payments', () => api);

const staff: StaffSession = {
  id: 2,
  email: 'sam@ollie.test',
  name: 'Sam',
  role: 'support',
  permissions: ['dashboard.read', 'payments.failed.read', 'payments.retry'],
  totp_enabled: false,
};
const failed: FailedPaymentView = {
  order_id: 102,
  customer: { id: 9, email: 'maya@example.com', name: 'Maya Stone' },
  pet_name: 'Biscuit',
  amount: 5667,
  delivery_date: '2031-03-04',
  attempts: 1,
  status: 'payment_failed',
  last_failure: 'Your card was declined.',
  retry_at: '2031-03-02T17:00:00.000Z',
  history: [],
};

describe('FailedPaymentsView "Retry now"', () => {
  it.each([
    [
      { outcome: 'declined', status: 'payment_failed', failure: 'Your card was declined.' },
      'Order #102 was not charged: Your card was declined.',
    ],
    [
      { outcome: 'succeeded', status: 'paid', failure: null },
      'Order #102 was charged and is paid.',
    ],
  ])('says what the charge really did (%j)', async (answer, said) => {
    api.retryFailedPayment.mockResolvedValue({ ...answer, attempts: 2 });
    renderWithTheme(<FailedPaymentsView staff={staff} accessToken="t" results={[failed]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByText(/charged again/)).not.toBeInTheDocument();
  });
});

describe('FailedPaymentsView reasons', () => {
  it.each([
    ['Your card has insufficient funds.', 'Declined: Your card has insufficient funds.'],
    ['the card was declined', 'Declined: the card was declined.'],
  ])('quotes the bank’s message once, with one full stop (%s)', (failure, said) => {
    renderWithTheme(
      <FailedPaymentsView
        staff={staff}
        accessToken="t"
        results={[{ ...failed, last_failure: failure }]}
      />,
    );
    expect(screen.getByText(new RegExp(`^${said.replace(/\./g, '\\.')} `))).toBeInTheDocument();
  });
});
