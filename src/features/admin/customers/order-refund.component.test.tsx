import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CareOrderView } from '@/contracts/admin/care';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import { OrderRefund } from './order-refund';
import type { useCareAction } from './use-care-action';

// A $56.67 box: $46.67 by card (refunded in full) and $10.00 of account credit.
const order: CareOrderView = {
  id: 102,
  kind: 'renewal',
  status: 'paid',
  delivery_date: '2031-03-04',
  hold: { reason: 'refunded', note: null },
  subtotal: 5667,
  discount: 1000,
  credit: 1000,
  tax: 0,
  shipping: 0,
  total: 4667,
  lines: [{ line: 'item:7', label: 'Biscuit’s plan', total: 5667, refunded: 4667 }],
  refunds: [
    {
      id: 1,
      order_id: 102,
      amount: 4667,
      reason: 'Box refused',
      status: 'succeeded',
      provider_refund_id: 're_1',
      destination: 'card',
      staff_id: 3,
      lines: [{ line: 'item:7', amount: 4667 }],
      created_at: '2031-03-05T10:00:00.000Z',
    },
  ],
  created_at: '2031-03-01T10:00:00.000Z',
};

function actionStub() {
  const request = vi.fn().mockResolvedValue({});
  const run = vi.fn(async (_done: string, call: (client: ApiClient) => Promise<unknown>) => {
    await call({ request } as unknown as ApiClient);
    return true;
  });
  const action = { run, busy: false } as unknown as ReturnType<typeof useCareAction>;
  return { action, run, request };
}

describe('OrderRefund', () => {
  it('gives the credit part of a box back as account credit', async () => {
    const { action, run, request } = actionStub();
    renderWithTheme(<OrderRefund order={order} canRefund action={action} />);
    await userEvent.click(screen.getByText(/Order #102/));
    expect(
      screen.getByText('Paid $46.67 by card and $10.00 with account credit.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Refund \$46\.67 to the card/)).toBeInTheDocument();
    expect(screen.getByText('Do not ship: refunded in full.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Refund order #102 to'), 'Account credit');
    await userEvent.type(screen.getByLabelText('Reason for refunding order #102'), 'Box refused');
    await userEvent.click(screen.getByRole('button', { name: 'Refund everything left' }));
    expect(run).toHaveBeenCalledWith(
      "Refund for order #102 added to the customer's account credit.",
      expect.any(Function),
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/orders/102/refunds/',
        data: expect.objectContaining({ full: true, destination: 'credit', reason: 'Box refused' }),
      }),
    );
  });

  it('lets staff hold a paid box from the customer page', async () => {
    const { action, run, request } = actionStub();
    renderWithTheme(
      <OrderRefund order={{ ...order, hold: null }} canRefund={false} canHold action={action} />,
    );
    await userEvent.click(screen.getByText(/Order #102/));
    await userEvent.click(screen.getByRole('button', { name: 'Hold order #102 (do not ship)' }));
    expect(run).toHaveBeenCalledWith(
      'Order #102 is held: it will not be packed or shipped.',
      expect.any(Function),
    );
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/admin/orders/102/hold/', data: { hold: true } }),
    );
  });
});
