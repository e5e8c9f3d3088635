import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@/lib/api-client';
import { renderWithOwnCache } from '@/ui/test-utils';
import { BoxProblemForm } from './box-problem-form';

const api = vi.hoisted(() => ({ quoteClaim: vi.fn(), createClaim: vi.fn() }));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));

const item = (id: number, name: string, quantity: number) => ({
  id,
  pet_id: 3,
  sku: `SKU${id}`,
  product_type: 'FR',
  product_name: name,
  quantity,
  unit_price: 1000,
  total_price: 1000 * quantity,
});
const order = {
  id: 12,
  delivery_date: '2026-11-20',
  items: [item(1, 'Pepper’s 2-week plan', 1), item(2, 'Zoomies jar', 2), item(3, 'Chews', 1)],
} as unknown as Order;

const render = (onDone = vi.fn()) => {
  renderWithOwnCache(
    <BoxProblemForm
      customerId={7}
      order={order}
      claimedItemIds={new Set([3])}
      onDone={onDone}
      onClose={vi.fn()}
    />,
  );
  return onDone;
};

describe('BoxProblemForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.quoteClaim.mockResolvedValue({ credit: 2350, reship_date: '2026-12-01' });
    api.createClaim.mockImplementation(async () => ({ id: 9, status: 'approved' }));
  });

  it('asks what, which items and how many, shows the server’s credit, and sends the claim', async () => {
    const user = userEvent.setup();
    const onDone = render();
    await user.click(screen.getByRole('radio', { name: 'Damaged' }));
    // An item already reported is not offered again.
    expect(screen.queryByRole('checkbox', { name: /Chews/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Zoomies jar/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'How many Zoomies jar' }), '1');
    const credit = await screen.findByRole('radio', { name: '$23.50 account credit' });
    expect(api.quoteClaim).toHaveBeenLastCalledWith(expect.anything(), 7, 12, {
      problem: 'damaged',
      lines: [{ order_item_id: 2, quantity: 1 }],
    });
    expect(
      screen.getByRole('radio', { name: /Send the items again \(arrives \w+, December 1\)/ }),
    ).toBeInTheDocument();
    await user.click(credit);
    await user.type(screen.getByLabelText(/Anything else/), 'Lid cracked.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(api.createClaim).toHaveBeenCalledWith(expect.anything(), 7, 12, {
      problem: 'damaged',
      remedy: 'credit',
      lines: [{ order_item_id: 2, quantity: 1 }],
      note: 'Lid cracked.',
      photo: null,
    });
    expect(onDone).toHaveBeenCalledWith({ id: 9, status: 'approved' });
  });

  it('reports a late box as a whole and says what is missing before sending', async () => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose what went wrong with the box.');
    await user.click(screen.getByRole('radio', { name: 'Arrived late' }));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await screen.findByRole('radio', { name: '$23.50 account credit' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a reship or account credit.');
    expect(api.createClaim).not.toHaveBeenCalled();
  });
});
