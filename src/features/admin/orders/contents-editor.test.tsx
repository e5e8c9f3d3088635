import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderContentsView } from '@/contracts/admin/order-contents';
import type { OrderDetailView } from '@/contracts/admin/orders';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import { ContentsForm } from './contents-editor';

const order = {
  id: 7,
  editable: true,
  pups: [
    {
      pet_id: 3,
      pup_name: 'Biscuit',
      lines: [
        {
          id: 1,
          sku: 'FR_792_10_chicken_0',
          product_type: 'FR',
          product_name: 'Biscuit’s 2-week plan',
          quantity: 1,
          unit: 5782,
          total: 5782,
        },
        {
          id: 2,
          sku: 'ZOOMIES01',
          product_type: 'SP',
          product_name: 'Zoomies Hip & Joint',
          quantity: 2,
          unit: 2499,
          total: 4998,
        },
      ],
    },
  ],
} as unknown as OrderDetailView;

const totals = (total: number) => ({
  subtotal: total,
  discount: 0,
  credit: 0,
  tax: 0,
  shipping: 0,
  total,
});
const preview: OrderContentsView = {
  order_id: 7,
  applied: false,
  lines: [
    {
      pet_id: 3,
      sku: 'FR_792_10_chicken+pork_0',
      product_type: 'FR',
      product_name: 'Biscuit’s 2-week plan',
      quantity: 1,
      unit: 6282,
      total: 6282,
    },
  ],
  before: totals(10780),
  after: totals(6282),
  difference: -4498,
  money: 'refund',
  card: null,
  payment_id: null,
  refund_id: null,
};

function stub() {
  const request = vi.fn().mockResolvedValue(preview);
  const client = { request } as unknown as ApiClient;
  const run = vi.fn(async (_done: string, call: (client: ApiClient) => Promise<unknown>) => {
    await call(client);
    return true;
  });
  const action = { client, run, busy: false, status: undefined };
  return {
    request,
    run,
    action: action as unknown as Parameters<typeof ContentsForm>[0]['action'],
  };
}

const sent = (request: ReturnType<typeof vi.fn>, call: number) =>
  (request.mock.calls[call]![0] as { data: Record<string, unknown> }).data;

describe('ContentsForm', () => {
  it('previews the new recipes and extras, then confirms that very edit', async () => {
    const { request, run, action } = stub();
    renderWithTheme(<ContentsForm order={order} action={action} />);
    expect(screen.getByRole('checkbox', { name: 'Fresh Chicken' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fresh Pork' }));
    fireEvent.change(screen.getByLabelText('Zoomies Hip & Joint for Biscuit'), {
      target: { value: '0' },
    });
    // Keyboard: the preview button is reached and pressed without a mouse.
    screen.getByRole('button', { name: 'Preview the change' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/Refund \$44\.98 the way the box was paid\./);
    expect(sent(request, 0)).toMatchObject({
      preview: true,
      plans: [{ pet_id: 3, fresh: ['chicken', 'pork'], dry: [] }],
      extras: [{ pet_id: 3, sku: 'ZOOMIES01', quantity: 0 }],
    });
    expect(screen.getByRole('table', { name: 'New lines' })).toHaveTextContent('$62.82');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
    });
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(sent(request, 1)).toMatchObject({
      preview: false,
      idempotency_key: sent(request, 0).idempotency_key,
      expected_total: 6282,
    });
  });

  it('shows the API’s field errors beside the recipes', async () => {
    const { request, action } = stub();
    request.mockRejectedValueOnce(
      new ApiError('client', {
        status: 400,
        fieldErrors: { 'plans[0].fresh': ['Choose up to 3 fresh recipes.'] },
      }),
    );
    renderWithTheme(<ContentsForm order={order} action={action} />);
    fireEvent.click(screen.getByRole('button', { name: 'Preview the change' }));
    expect(await screen.findAllByText('Choose up to 3 fresh recipes.')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Confirm the change' })).toBeNull();
  });
});
