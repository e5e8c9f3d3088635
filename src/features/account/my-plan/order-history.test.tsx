import { screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/domain/delivery-schedule';
import { longDate } from '@/domain/format/date';
import { renderWithTheme } from '@/ui/test-utils';
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
};

const render = () =>
  renderWithTheme(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OrderHistory customerId={7} />
    </SWRConfig>,
  );

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

  it('links each shipped box to its carrier’s tracking page, and says which are packed', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    listOrders.mockResolvedValue([
      {
        ...order,
        shipments: [
          {
            pet_id: 3,
            pet_name: 'Pepper',
            status: 'shipped',
            carrier: 'ups',
            tracking_number: '1Z999AA10123456784',
            tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
          },
          {
            pet_id: 4,
            pet_name: 'Maple',
            status: 'packed',
            carrier: null,
            tracking_number: null,
            tracking_url: null,
          },
        ],
      },
    ]);
    render();
    const shipping = await screen.findByRole('list', { name: 'Order #12 shipping' });
    expect(shipping).toHaveTextContent(
      'Pepper’s box: Shipped, track it (tracking number 1Z999AA10123456784)',
    );
    expect(shipping).toHaveTextContent('Maple’s box: Packed');
    expect(screen.getByRole('link', { name: 'Shipped, track it' })).toHaveAttribute(
      'href',
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
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
      { ...order, delivery_date: coming },
      { ...order, id: 13, delivery_date: '2020-01-02' },
      { ...order, id: 14, delivery_date: addDays(TODAY, -1) },
    ]);
    render();
    const long = longDate;
    expect(
      await screen.findByText(
        `You can report a problem with this box once it ships or from ${long(coming)}, until ${long(addDays(coming, 14))}.`,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`Problems with this box could be reported until ${long('2020-01-16')}.`),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Report a problem with order #14' }).parentElement,
    ).toHaveTextContent(`Until ${long(addDays(TODAY, 13))}.`);
  });

  it('says a refund the card network has not settled is pending', async () => {
    flags.SHOW_ORDER_HISTORY = true;
    listOrders.mockResolvedValue([{ ...order, refunded: 1250, refund_pending: 777 }]);
    render();
    expect(
      await screen.findByText(/Refunded \$12\.50 · Refund pending \$7\.77$/),
    ).toBeInTheDocument();
  });

  it('shows nothing and asks for nothing when the flag is off', () => {
    flags.SHOW_ORDER_HISTORY = false;
    render();
    expect(screen.queryByRole('heading', { name: 'Order history' })).not.toBeInTheDocument();
    expect(listOrders).not.toHaveBeenCalled();
  });
});
