import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiClient } from '@/lib/api-client';
import type { FulfilmentBox } from '@/lib/api-client/admin/fulfilment';
import { renderWithTheme } from '@/ui/test-utils';
import { ShipForm } from './ship-form';

const api = vi.hoisted(() => ({ markBoxShipped: vi.fn() }));
vi.mock('@/lib/api-client/admin/fulfilment', () => api);

const box = { id: '7-3', order_id: 7, pet_id: 3, pup_name: 'Pepper' } as FulfilmentBox;
const client = {} as ApiClient;

beforeEach(() => api.markBoxShipped.mockReset());

describe('ShipForm', () => {
  it('asks for the tracking page only for another carrier, and sends what was typed', async () => {
    const onShipped = vi.fn();
    api.markBoxShipped.mockResolvedValue({ ...box, status: 'shipped' });
    renderWithTheme(<ShipForm client={client} box={box} onShipped={onShipped} />);
    const form = screen.getByRole('form', { name: 'Ship Pepper’s box' });
    expect(screen.queryByLabelText('Tracking page address')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'Other carrier');
    expect(screen.getByLabelText('Tracking page address')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'FedEx');
    await userEvent.type(screen.getByLabelText('Tracking number'), '123456789012');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(api.markBoxShipped).toHaveBeenCalledWith(client, box, {
      carrier: 'fedex',
      tracking_number: '123456789012',
    });
    expect(onShipped).toHaveBeenCalledWith({ ...box, status: 'shipped' });
    expect(form).toBeInTheDocument();
  });

  it('shows the server’s message on the field it is about, and a conflict’s detail', async () => {
    api.markBoxShipped
      .mockRejectedValueOnce(
        new ApiError('client', {
          status: 400,
          fieldErrors: { tracking_number: ['This is not a UPS tracking number.'] },
        }),
      )
      .mockRejectedValueOnce(
        new ApiError('conflict', { status: 409, detail: 'This box has already shipped.' }),
      );
    renderWithTheme(<ShipForm client={client} box={box} onShipped={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(screen.getByText('Choose the carrier.')).toBeInTheDocument();
    expect(api.markBoxShipped).not.toHaveBeenCalled();
    await userEvent.selectOptions(screen.getByLabelText('Carrier'), 'UPS');
    await userEvent.type(screen.getByLabelText('Tracking number'), '1Z1');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByText('This is not a UPS tracking number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This box has already shipped.');
  });
});
