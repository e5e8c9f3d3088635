import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@/contracts/admin/staff';
import type { UpcomingChargeView } from '@/contracts/admin/care';
import { renderWithTheme } from '@/ui/test-utils';
import { UpcomingChargesView } from './upcoming-charges-view';
import { FailedPaymentsView } from './failed-payments-view';

const router = vi.hoisted(() => ({
  asPath: '/admin/payments/upcoming/',
  pathname: '/admin/payments/upcoming',
  replace: vi.fn().mockResolvedValue(true),
  push: vi.fn(),
  prefetch: vi.fn().mockResolvedValue(undefined),
  events: { on: vi.fn(), off: vi.fn() },
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));
const payments = vi.hoisted(() => ({
  chargeUpcomingNow: vi.fn(),
  retryFailedPayment: vi.fn(),
  contactAboutFailedPayment: vi.fn(),
}));
vi.mock('@/lib/api-client/admin/payments', () => payments);
const customers = vi.hoisted(() => ({ actOnSubscription: vi.fn() }));
vi.mock('@/lib/api-client/admin/customers', () => customers);

const staff: StaffSession = {
  id: 2,
  email: 'sam@ollie.test',
  name: 'Sam',
  role: 'support',
  permissions: ['payments.upcoming', 'customers.act', 'payments.failed.read', 'payments.retry'],
  totp_enabled: false,
};
const charge: UpcomingChargeView = {
  subscription_id: 31,
  customer: { id: 9, email: 'maya@example.com', name: 'Maya Stone' },
  pet_name: 'Biscuit',
  delivery_date: '2031-03-08',
  charge_date: '2031-03-04',
  amount: 10668,
};

describe('UpcomingChargesView', () => {
  it('lists each charge with its amount; charge now, skip and move name the box shown', async () => {
    payments.chargeUpcomingNow.mockResolvedValue({ status: 'paid', failure: null });
    customers.actOnSubscription.mockResolvedValue({});
    renderWithTheme(
      <UpcomingChargesView staff={staff} accessToken="t" results={[charge]} total={10668} />,
    );
    const row = within(screen.getByRole('table', { name: 'Upcoming charges' })).getAllByRole(
      'row',
    )[1]!;
    expect(row).toHaveTextContent('Tuesday, March 4');
    expect(row).toHaveTextContent('$106.68');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Charge Biscuit’s box now…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, charge now' }));
    expect(await screen.findByText('Biscuit’s box is paid.')).toBeVisible();
    expect(payments.chargeUpcomingNow).toHaveBeenCalledWith(expect.anything(), 31, '2031-03-08');
    await user.click(within(row).getByRole('button', { name: 'Skip Biscuit’s box' }));
    expect(customers.actOnSubscription).toHaveBeenCalledWith(expect.anything(), 9, 31, 'skip', {
      delivery_date: '2031-03-08',
    });
    await user.type(within(row).getByLabelText('New delivery date for Biscuit'), '2031-03-15');
    await user.click(within(row).getByRole('button', { name: 'Move' }));
    expect(customers.actOnSubscription).toHaveBeenLastCalledWith(expect.anything(), 9, 31, 'move', {
      next_delivery_date: '2031-03-15',
    });
  });

  it('the failed-payment queue shows recovered revenue and the retry schedule', () => {
    renderWithTheme(
      <FailedPaymentsView
        staff={staff}
        accessToken="t"
        recovered={{ days: 30, orders: 2, amount: 21336, retry_schedule_hours: [24, 72] }}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Recovered revenue' });
    expect(panel).toHaveTextContent(
      'Last 30 days: $213.36 from 2 declined renewals paid after all.',
    );
    expect(panel).toHaveTextContent(
      'tried again 24 hours after the first attempt, then 72 hours after that',
    );
  });
});
