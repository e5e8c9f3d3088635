import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import { DataRightsPanel } from './data-rights-panel';
import type { useCareAction } from './use-care-action';

const exportCustomerData = vi.hoisted(() => vi.fn());
const deleteCustomerAccount = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/data-rights', () => ({
  exportCustomerData,
  deleteCustomerAccount,
}));
const saveJson = vi.hoisted(() => vi.fn());
vi.mock('@/lib/download/save-json', () => ({ saveJson }));

type Action = ReturnType<typeof useCareAction>;
const client = {} as ApiClient;
const run = vi.fn<Action['run']>();
const action = { run, settle: vi.fn(), client, status: undefined, busy: false } as Action;

beforeEach(() => {
  exportCustomerData.mockReset();
  deleteCustomerAccount.mockReset();
  saveJson.mockReset();
  run.mockReset();
});
afterEach(() => vi.clearAllMocks());

const renderIt = () =>
  renderWithTheme(<DataRightsPanel customerId={9} accessToken="staff-token" action={action} />);

describe('DataRightsPanel', () => {
  it('downloads the customer’s data as a file', async () => {
    exportCustomerData.mockResolvedValue({ generated_at: '2026-11-20T10:00:00.000Z' });
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Download customer data' }));
    await waitFor(() =>
      expect(saveJson).toHaveBeenCalledWith(
        { generated_at: '2026-11-20T10:00:00.000Z' },
        'ollie-data-9-2026-11-20.json',
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Data downloaded.');
  });

  it('shows why a download was refused', async () => {
    exportCustomerData.mockRejectedValue(
      new ApiError('client', { detail: 'You do not have permission.' }),
    );
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Download customer data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission.');
    expect(saveJson).not.toHaveBeenCalled();
  });

  it('deletes the account with the typed email and a fresh authenticator code', async () => {
    run.mockImplementation(async (_done, call) => {
      await call(client);
      return true;
    });
    deleteCustomerAccount.mockResolvedValue({ deleted: true });
    renderIt();
    const form = screen.getByRole('form', { name: 'Delete customer account' });
    expect(form).toBeVisible();
    await userEvent.type(
      screen.getByLabelText('Customer’s email, to confirm deletion'),
      'maya@example.test',
    );
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(deleteCustomerAccount).toHaveBeenCalledWith(
        client,
        9,
        'maya@example.test',
        '123456',
        undefined,
      ),
    );
    expect(run).toHaveBeenCalledWith('Account deleted.', expect.any(Function));
  });

  it('asks the same choice as the customer for a paid box not shipped yet', async () => {
    run.mockImplementation(async (_done, call) => {
      await call(client).catch(() => undefined);
      return true;
    });
    const config = { headers: new AxiosHeaders() };
    const data = {
      code: 'pending_boxes',
      detail: 'A paid box has not shipped yet.',
      pending_boxes: [
        {
          order_id: 25,
          delivery_date: '2027-12-28',
          amount: 4771,
          pet_names: ['Biscuit'],
          can_refund: true,
        },
      ],
    };
    deleteCustomerAccount.mockRejectedValueOnce(
      new ApiError('conflict', {
        status: 409,
        code: 'pending_boxes',
        cause: new AxiosError('409', 'ERR_BAD_REQUEST', config, {}, {
          status: 409,
          data,
          statusText: '',
          headers: {},
          config,
        } as AxiosResponse),
      }),
    );
    deleteCustomerAccount.mockResolvedValueOnce({ deleted: true });
    renderIt();
    await userEvent.type(
      screen.getByLabelText('Customer’s email, to confirm deletion'),
      'maya@example.test',
    );
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const boxes = await screen.findByRole('region', { name: 'Boxes not shipped yet' });
    expect(boxes).toHaveTextContent('The customer’s paid box has not shipped yet:');
    expect(boxes).toHaveTextContent('Biscuit’s box, arriving Tuesday, December 28: $47.71');
    await userEvent.click(
      screen.getByRole('radio', {
        name: 'Ship it: we keep the address until it is delivered, then erase it',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(deleteCustomerAccount).toHaveBeenLastCalledWith(
        client,
        9,
        'maya@example.test',
        '123456',
        'ship',
      ),
    );
  });
});
