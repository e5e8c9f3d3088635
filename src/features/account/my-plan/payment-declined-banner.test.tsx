import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { PaymentDeclinedBanner } from './payment-declined-banner';

const listOrders = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  listOrders,
}));

const order = (over: Partial<Order>) =>
  ({
    id: 41,
    status: 'paid',
    total: 10668,
    delivery_date: '2027-12-28',
    subscriptions: [{ pet_name: 'Biscuit' }],
    payment_problem: null,
    ...over,
  }) as unknown as Order;

beforeEach(() => listOrders.mockReset());

describe('PaymentDeclinedBanner', () => {
  it('says a renewal was declined, when it is tried again, and links to fix the card', async () => {
    listOrders.mockResolvedValue([
      order({
        status: 'payment_failed',
        payment_problem: { reason: 'Your card was declined.', retry_at: '2027-12-25T17:00:00Z' },
      }),
      order({ id: 40 }),
    ]);
    renderWithTheme(<PaymentDeclinedBanner customerId={7} />);
    const banner = await screen.findByRole('complementary', { name: 'Your payment was declined' });
    expect(banner).toHaveTextContent(
      'We couldn’t charge your card for Biscuit’s next box. $106.68 for the box arriving Tuesday, December 28 (Your card was declined). We’ll try your card again on Saturday, December 25, or as soon as you update it.',
    );
    expect(screen.getByRole('link', { name: 'Update your card' })).toHaveAttribute(
      'href',
      '/account/edit-payment/',
    );
  });

  it('says the plan is paused once no retry is left; shows nothing when all is paid', async () => {
    listOrders.mockResolvedValue([
      order({ status: 'payment_failed', payment_problem: { reason: null, retry_at: null } }),
    ]);
    // Another customer each time: SWR keeps a customer's orders for the file.
    const { unmount } = renderWithTheme(<PaymentDeclinedBanner customerId={9} />);
    expect(await screen.findByRole('complementary')).toHaveTextContent(
      'The plan is paused until you update your card and restart it.',
    );
    unmount();
    listOrders.mockResolvedValue([order({})]);
    renderWithTheme(<PaymentDeclinedBanner customerId={10} />);
    await vi.waitFor(() => expect(listOrders).toHaveBeenCalledTimes(2));
    // The answer is in and rendered before looking for the banner's absence.
    await act(async () => {
      await listOrders.mock.results[1]!.value;
    });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
