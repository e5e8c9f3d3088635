import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import type { useCareAction } from '../customers/use-care-action';
import { SavedViewsPanel } from './saved-views-panel';

const exportCsv = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/lists', () => ({
  exportCsv,
  saveListView: vi.fn(),
  deleteListView: vi.fn(),
}));
const downloadText = vi.hoisted(() => vi.fn());
vi.mock('../fulfilment/download-csv', () => ({ downloadText }));

type Action = ReturnType<typeof useCareAction>;
const client = {} as ApiClient;
const action = { run: vi.fn(), settle: vi.fn(), client, status: undefined, busy: false } as Action;

afterEach(() => vi.clearAllMocks());

const renderIt = () =>
  renderWithTheme(
    <SavedViewsPanel
      kind="customers"
      path="/admin/customers/list/"
      filters={{ status: 'active' }}
      views={[]}
      action={action}
      canExport
      exportDay="2027-11-24"
    />,
  );

describe('SavedViewsPanel export', () => {
  it('asks for an authenticator code and sends it with the export', async () => {
    exportCsv.mockResolvedValue('customer_id\r\n');
    renderIt();
    const form = screen.getByRole('form', { name: 'Export as CSV' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the current code from your authenticator app to export.',
    );
    expect(exportCsv).not.toHaveBeenCalled();
    await userEvent.type(
      screen.getByLabelText('Authenticator code, to export', { exact: false }),
      '246810',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(exportCsv).toHaveBeenCalledWith(client, 'customers', '?status=active', '246810'),
    );
    expect(downloadText).toHaveBeenCalledWith('customer_id\r\n', 'customers-2027-11-24.csv');
    expect(form).toBeVisible();
  });

  it('shows the server’s refusal of a stale or reused code', async () => {
    exportCsv.mockRejectedValue(
      new ApiError('client', {
        status: 403,
        code: 'step_up_invalid',
        detail: 'That code is not right or was already used. Enter the current code from your app.',
      }),
    );
    renderIt();
    await userEvent.type(
      screen.getByLabelText('Authenticator code, to export', { exact: false }),
      '111111',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right or was already used.',
    );
    expect(downloadText).not.toHaveBeenCalled();
  });
});
