import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import type { AddressView, CustomerCareView } from '@/lib/api-client/admin/customers';
import { renderWithTheme } from '@/ui/test-utils';
import { ContactEditor } from './contact-editor';
import type { useCareAction } from './use-care-action';

const editCustomerProfile = vi.hoisted(() => vi.fn());
const editCustomerAddress = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/customers', () => ({ editCustomerProfile, editCustomerAddress }));

type Action = ReturnType<typeof useCareAction>;
const settle = vi.fn<Action['settle']>();
const action = {
  run: vi.fn(),
  settle,
  client: {} as ApiClient,
  status: undefined,
  busy: false,
} as unknown as Action;

const care = {
  profile: { id: 7, first_name: 'Robin', last_name: 'Barker', email: 'robin@example.test' },
} as CustomerCareView;
const address: AddressView = {
  first_name: 'Robin',
  last_name: 'Barker',
  address1: '1 Elm St',
  address2: '',
  city: 'Portland',
  state: 'OR',
  zip_code: '97201',
  phone: '5035550142',
  is_sms: true,
  is_residential: false,
};

beforeEach(() => vi.clearAllMocks());

describe('ContactEditor', () => {
  it('sends the changed contact details and settles the page', async () => {
    editCustomerProfile.mockResolvedValue({ id: 7 });
    renderWithTheme(<ContactEditor care={care} address={address} action={action} />);
    const form = screen.getByRole('form', { name: 'Contact details' });
    const emailField = form.querySelector('input[name="email"]') as HTMLInputElement;
    await userEvent.clear(emailField);
    await userEvent.type(emailField, 'new@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    await waitFor(() => expect(settle).toHaveBeenCalledWith('Contact details saved.'));
    expect(editCustomerProfile).toHaveBeenCalledWith(action.client, 7, {
      first_name: 'Robin',
      last_name: 'Barker',
      email: 'new@example.test',
    });
  });

  it('shows a taken email’s message, and field messages beside their fields', async () => {
    editCustomerProfile.mockRejectedValue(
      new ApiError('conflict', { detail: 'Another account already uses this email address.' }),
    );
    renderWithTheme(<ContactEditor care={care} address={address} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save contact details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account already uses this email address.',
    );
    editCustomerAddress.mockRejectedValue(
      new ApiError('client', { fieldErrors: { zip_code: ['That ZIP code is not in Oregon.'] } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery address' }));
    expect(await screen.findByText('That ZIP code is not in Oregon.')).toBeVisible();
    expect(settle).not.toHaveBeenCalled();
  });

  it('keeps the address’s text and business choices when saving it', async () => {
    editCustomerAddress.mockResolvedValue(address);
    renderWithTheme(<ContactEditor care={care} address={address} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save delivery address' }));
    await waitFor(() => expect(settle).toHaveBeenCalledWith('Delivery address saved.'));
    expect(editCustomerAddress).toHaveBeenCalledWith(
      action.client,
      7,
      expect.objectContaining({
        state: 'OR',
        zip_code: '97201',
        is_sms: true,
        is_residential: false,
      }),
    );
  });
});
