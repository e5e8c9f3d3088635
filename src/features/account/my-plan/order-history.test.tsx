import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { renderWithOwnCache } from '@/ui/test-utils';
import { OrderHistory } from './order-history';

const flags = vi.hoisted(() => ({ SHOW_ORDER_HISTORY: true }));
vi.mock('@/lib/integrations/experiments/use-flag', () => ({
  useFlag: (name: keyof typeof flags) => flags[name],
}));
const listOrders = vi.hoisted(() => vi.fn());
const listClaims = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  listOrders,
  listClaims,
}));

const order = {
  id: 12,
  status: 'paid',
  subtotal: 10668,
  discount: 5334,
  tax: 0,
  shipping: 0,
  total: 5334,
  coupon_code: 'WELCOME50',
  refunded: 0,
  refund_pending: 0,
  delivery_date: '2026-11-26',
  items: [
    {
      pet_id: 3,
      sku: 'FR_692_10_chicken+beef_0',
      id: 1,
      product_type: 'FR',
      product_name: 'Pepper’s 4-week plan',
      quantity: 1,
      unit_price: 10668,
      total_price: 10668,
    },
  ],
  subscriptions: [],
  next_box_subtotal: 10668,
  customer_status: 'active',
  shipments: [] as object[],
  report_opens_on: '2026-11-28',
};

const render = () => renderWithOwnCache(<OrderHistory customerId={7} />);

// The history reads the visitor's clock: the test sets it (Date only; timers stay real).
const TODAY = '2027-11-24';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T15:00:00Z`));
  listOrders.mockReset().mockResolvedValue([order]);
  listClaims.mockReset().mockResolvedValue({ results: [], window_days: 14 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('OrderHistory', () => {
  it('lists past boxes with contents and totals when SHOW_ORDER_HISTORY is on', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    render();
    expect(
      await screen.findByText(/Order #12, delivery Thursday, November 26: \$53\.34 \(Paid\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Pepper’s 4-week plan: $106.68')).toBeInTheDocument();
  });

  it('follows each box from packed to delivered, with the carrier’s tracking link', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    const box = {
      carrier: null,
      tracking_number: null,
      tracking_url: null,
      packed_at: '2027-11-22T14:00:00.000Z',
      shipped_at: null,
      out_for_delivery_at: null,
      delivered_at: null,
      arrived_on: null,
    };
    const ups = {
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      shipped_at: '2027-11-23T20:00:00.000Z',
    };
    listOrders.mockResolvedValue([
      {
        ...order,
        report_opens_on: '2027-11-28',
        shipments: [
          {
            ...box,
            ...ups,
            pet_id: 3,
            pet_name: 'Pepper',
            status: 'shipped',
            tracking_status: 'shipped',
          },
          { ...box, pet_id: 4, pet_name: 'Maple', status: 'packed', tracking_status: 'packed' },
          {
            ...box,
            ...ups,
            pet_id: 5,
            pet_name: 'Juniper',
            status: 'shipped',
            tracking_status: 'out_for_delivery',
            out_for_delivery_at: '2027-11-24T12:00:00.000Z',
          },
          {
            ...box,
            ...ups,
            pet_id: 6,
            pet_name: 'Olive',
            status: 'shipped',
            tracking_status: 'delivered',
            out_for_delivery_at: '2027-11-24T12:00:00.000Z',
            // 02:00 UTC on the 25th is still the 24th in the shop's zone.
            delivered_at: '2027-11-25T02:00:00.000Z',
            arrived_on: '2027-11-24',
          },
          {
            ...box,
            ...ups,
            pet_id: 7,
            pet_name: 'Rye',
            status: 'shipped',
            tracking_status: 'delayed',
          },
        ],
      },
    ]);
    render();
    const tracking = await screen.findByRole('list', { name: 'Order #12 tracking' });
    expect(tracking).toHaveTextContent('Pepper’s box');
    expect(tracking).toHaveTextContent('Shipped with UPS on Tuesday, November 23.');
    expect(tracking).toHaveTextContent('Packed and cold in our kitchen');
    expect(tracking).toHaveTextContent('Out for delivery with UPS: it arrives today.');
    expect(tracking).toHaveTextContent('Delivered on Wednesday, November 24.');
    expect(tracking).toHaveTextContent('Running late: UPS says it is delayed.');
    expect(screen.getAllByRole('link', { name: 'Track it with UPS' })[0]).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    const current = (name: string) =>
      screen
        .getByRole('list', { name: `${name}’s box progress` })
        .querySelector('[aria-current="step"]')?.textContent;
    expect(current('Pepper')).toBe('Shipped');
    expect(current('Maple')).toBe('Packed');
    expect(current('Juniper')).toBe('Out for delivery');
    expect(current('Olive')).toBe('Delivered');
  });

  it('says how much of an order was refunded', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    listOrders.mockResolvedValue([{ ...order, refunded: 1250 }]);
    render();
    expect(
      await screen.findByText(/Order #12, .*: \$53\.34 \(Paid\) · Refunded \$12\.50/),
    ).toBeInTheDocument();
  });

  it('offers “Report a problem” on an arrived box, and shows a reported one’s outcome', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    const arrived = { ...order, delivery_date: addDays(TODAY, -2) };
    listOrders.mockResolvedValue([arrived, { ...arrived, id: 13, delivery_date: '2020-01-02' }]);
    const { unmount } = render();
    expect(
      await screen.findByRole('button', { name: 'Report a problem with order #12' }),
    ).toBeInTheDocument();
    // A box long past its claim window is not offered.
    expect(screen.queryByRole('button', { name: /order #13/ })).not.toBeInTheDocument();
    unmount();

    listClaims.mockResolvedValue({
      window_days: 14,
      results: [
        {
          id: 4,
          order_id: 12,
          problem: 'warm',
          remedy: 'credit',
          status: 'approved',
          amount: 5334,
          lines: [{ order_item_id: 1, product_name: 'Pepper’s 4-week plan', quantity: 1 }],
          reship_order_id: null,
        },
      ],
    });
    render();
    const reported = await screen.findByRole('list', { name: 'Order #12 problems reported' });
    expect(reported).toHaveTextContent(
      'Warm on arrival (Pepper’s 4-week plan): $53.34 credit added to your account.',
    );
    // Every line of the box is reported already: nothing left to report.
    expect(screen.queryByRole('button', { name: /Report a problem/ })).not.toBeInTheDocument();
  });

  it('says when “Report a problem” opens for a box on its way, and until when it stays', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    const coming = addDays(TODAY, 3);
    listOrders.mockResolvedValue([
      { ...order, delivery_date: coming, report_opens_on: addDays(coming, 2) },
      { ...order, id: 13, delivery_date: '2020-01-02' },
      { ...order, id: 14, delivery_date: addDays(TODAY, -2) },
    ]);
    render();
    const long = longDate;
    expect(
      await screen.findByText(
        `“Report a problem” opens as soon as this box is delivered, or on ${long(addDays(coming, 2))} if it has not arrived by then. It stays open until ${long(addDays(coming, 14))}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Problems with this box could be reported until ${long('2020-01-16')}.`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Report a problem with order #14' }).parentElement,
    ).toHaveTextContent(`Until ${long(addDays(TODAY, 12))}.`);
  });

  it('says a refund the card network has not settled is pending', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    listOrders.mockResolvedValue([{ ...order, refunded: 1250, refund_pending: 777 }]);
    render();
    expect(
      await screen.findByText(/Refunded \$12\.50 · Refund pending \$7\.77$/),
    ).toBeInTheDocument();
  });

  it('says it is loading until the orders and their claims are both in', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    let answerClaims: (claims: unknown) => void = () => undefined;
    listClaims.mockReturnValue(new Promise((resolve) => (answerClaims = resolve)));
    render();
    await vi.waitFor(() => expect(listOrders).toHaveBeenCalled());
    const loading = screen.getByText('Loading your orders…');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    // The orders have come; the claims have not: still loading, nothing half shown.
    await act(async () => {
      await listOrders.mock.results[0]!.value;
    });
    expect(screen.getByText('Loading your orders…')).toBeInTheDocument();
    expect(screen.queryByText(/Order #12/)).not.toBeInTheDocument();
    answerClaims({ results: [], window_days: 14 });
    expect(await screen.findByText(/Order #12, delivery/)).toBeInTheDocument();
    expect(screen.queryByText('Loading your orders…')).not.toBeInTheDocument();
  });

  it('shows nothing and asks for nothing when the flag is off', () => {
    flags.SHOW_ORDER_HISTORY = false;
    render();
    expect(screen.queryByRole('heading', { name: 'Order history' })).not.toBeInTheDocument();
    expect(listOrders).not.toHaveBeenCalled();
  });
});
