import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { PendingBoxesProblem } from '@/contracts/data-rights';
import { ApiError } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { ACCOUNT_DELETED_PATH, YourData } from './your-data';

const exportMyData = vi.hoisted(() => vi.fn());
const deleteMyAccount = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/data-rights', async (original) => ({
  ...(await original<typeof import('@/lib/api-client/data-rights')>()),
  exportMyData,
  deleteMyAccount,
}));

const EMAIL = 'maya@example.test';
const signOut = vi.fn<(callbackUrl: string) => Promise<void>>();
const createObjectURL = vi.fn(() => 'blob:export');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  exportMyData.mockReset();
  deleteMyAccount.mockReset();
  signOut.mockReset();
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  // jsdom has no object URLs; the download only needs one to hand to the link.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
});
afterEach(() => vi.unstubAllGlobals());

const renderIt = () => renderWithTheme(<YourData customerId={7} email={EMAIL} signOut={signOut} />);

describe('YourData', () => {
  it('downloads the export as a JSON file', async () => {
    exportMyData.mockResolvedValue({ generated_at: '2026-11-20T10:00:00.000Z', profile: {} });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicks).toEqual(['ollie-data-7-2026-11-20.json']));
    expect(exportMyData).toHaveBeenCalledWith(expect.anything(), 7);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(blob.type).toBe('application/json');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:export');
    click.mockRestore();
  });

  it('says so when the download fails', async () => {
    exportMyData.mockRejectedValue(new ApiError('network'));
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('asks for the account email before deleting, and can be backed out of', async () => {
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    expect(form).toHaveTextContent('cannot be undone');
    const field = screen.getByLabelText('Type your email to confirm');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'someone@else.test');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(field).toHaveAccessibleDescription('Type the email address of your account exactly.');
    expect(deleteMyAccount).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('form', { name: 'Delete my account' })).toBeNull();
  });

  it('deletes with the typed email, then signs out to the confirmation page', async () => {
    deleteMyAccount.mockResolvedValue({ deleted: true, plans_cancelled: 1, cards_detached: 1 });
    signOut.mockResolvedValue(undefined);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type your email to confirm'), 'MAYA@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(ACCOUNT_DELETED_PATH));
    expect(deleteMyAccount).toHaveBeenCalledWith(
      expect.anything(),
      7,
      'MAYA@example.test',
      undefined,
    );
  });

  /** The server's 409: a paid box has not shipped yet and no choice was given. */
  function pendingBoxesRefusal(canRefund = true) {
    const data: PendingBoxesProblem = {
      code: 'pending_boxes',
      detail: 'A paid box has not shipped yet.',
      pending_boxes: [
        {
          order_id: 25,
          delivery_date: '2027-12-28',
          amount: 4771,
          pet_names: ['Biscuit'],
          can_refund: canRefund,
        },
      ],
    };
    const config = { headers: new AxiosHeaders() };
    const response = { status: 409, data, statusText: '', headers: {}, config } as AxiosResponse;
    return new ApiError('conflict', {
      status: 409,
      code: 'pending_boxes',
      detail: data.detail,
      cause: new AxiosError('409', 'ERR_BAD_REQUEST', config, {}, response),
    });
  }

  it('shows a paid box not shipped yet and deletes only once ship or refund is chosen', async () => {
    deleteMyAccount.mockRejectedValueOnce(pendingBoxesRefusal());
    deleteMyAccount.mockResolvedValueOnce({ deleted: true, plans_cancelled: 1, cards_detached: 1 });
    signOut.mockResolvedValue(undefined);
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type your email to confirm'), EMAIL);
    const submit = screen.getByRole('button', { name: 'Delete my account permanently' });
    await userEvent.click(submit);

    const boxes = await screen.findByRole('region', { name: 'Boxes not shipped yet' });
    expect(boxes).toHaveTextContent('Your paid box has not shipped yet:');
    expect(boxes).toHaveTextContent('Biscuit’s box, arriving Tuesday, December 28: $47.71');
    const choice = screen.getByRole('group', { name: 'What should happen to this box?' });
    expect(signOut).not.toHaveBeenCalled();
    await userEvent.click(submit);
    expect(choice).toHaveAccessibleDescription(
      'Choose what should happen to the box before deleting.',
    );
    expect(deleteMyAccount).toHaveBeenCalledTimes(1);

    expect(
      screen.getByRole('radio', {
        name: 'Ship it: we keep the address until it is delivered, then erase it',
      }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('radio', { name: 'Cancel it and refund $47.71 to the card' }),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(signOut).toHaveBeenCalledWith(ACCOUNT_DELETED_PATH));
    expect(deleteMyAccount).toHaveBeenLastCalledWith(expect.anything(), 7, EMAIL, 'refund');
  });

  it('offers only shipping for a box already packed', async () => {
    deleteMyAccount.mockRejectedValueOnce(pendingBoxesRefusal(false));
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(screen.getByLabelText('Type your email to confirm'), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    const boxes = await screen.findByRole('region', { name: 'Boxes not shipped yet' });
    expect(boxes).toHaveTextContent('already packed, so it can only be shipped');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'ship',
    ]);
  });

  it('shows the server’s refusal on the field and stays signed in', async () => {
    deleteMyAccount.mockRejectedValue(
      new ApiError('client', {
        fieldErrors: { confirm_email: ['Type the email of the account.'] },
      }),
    );
    renderIt();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const field = screen.getByLabelText('Type your email to confirm');
    await userEvent.type(field, EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Type the email of the account.'),
    );
    expect(signOut).not.toHaveBeenCalled();
  });
});
