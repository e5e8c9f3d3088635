import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { AddressForm } from './address-form';
import { toAddressFormValues } from '@/ui/forms/address/address-form-values';

const saveAddress = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  saveAddress,
}));
const success = vi.hoisted(() => vi.fn());
vi.mock('@/ui/layout/toasts', () => ({ notify: { success, error: vi.fn() } }));

const start = toAddressFormValues(null, { firstName: 'Maya', lastName: 'Stone' });

async function fillGoodAddress() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Street address'), '12 Bark Street');
  await user.type(screen.getByLabelText('City'), 'Portland');
  await user.selectOptions(screen.getByLabelText('State'), 'OR');
  await user.type(screen.getByLabelText('ZIP code'), '97201');
  await user.type(screen.getByLabelText('Phone number'), '5035550142');
  return user;
}

beforeEach(() => {
  saveAddress.mockReset();
  success.mockReset();
});

describe('AddressForm', () => {
  it('groups the phone 3-3-4 as it is typed', async () => {
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Phone number'), '5035550142');
    expect(screen.getByLabelText('Phone number')).toHaveValue('503-555-0142');
  });

  it('shows the schema’s messages on the fields and sends nothing', async () => {
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('ZIP code'), '972');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a 5-digit ZIP code.')).toBeVisible();
    expect(screen.getByLabelText('Street address')).toHaveAccessibleDescription(
      'Field is required',
    );
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('takes a ZIP or ZIP+4 only: digits and a dash, 10 characters at most', async () => {
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('ZIP code'), '97201-12345678a');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('97201-1234');
  });

  it('says an empty state is required, and refuses a ZIP from another state', async () => {
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('State')).toHaveAccessibleDescription('Field is required'),
    );
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
        'This ZIP code is not in Texas. Please check the ZIP code and state.',
      ),
    );
    expect(saveAddress).not.toHaveBeenCalled();
  });

  it('saves with the API field names and says Changes saved', async () => {
    const onSaved = vi.fn();
    saveAddress.mockImplementation((_client, _id, body) => Promise.resolve(body));
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={onSaved} />);
    const user = await fillGoodAddress();
    await user.click(screen.getByLabelText(/Text me delivery updates/));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Changes saved'));
    expect(saveAddress).toHaveBeenCalledWith(expect.anything(), 7, {
      first_name: 'Maya',
      last_name: 'Stone',
      address1: '12 Bark Street',
      address2: '',
      city: 'Portland',
      state: 'OR',
      zip_code: '97201',
      phone: '503-555-0142',
      is_sms: true,
      is_residential: true,
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('puts the server’s field and non-field messages where they belong', async () => {
    saveAddress.mockRejectedValue(
      new ApiError('addressError', {
        status: 400,
        fieldErrors: { zipCode: ['That ZIP code is not in Oregon.'] },
        nonFieldErrors: ['We could not verify this address.'],
      }),
    );
    renderWithTheme(<AddressForm customerId={7} initialValues={start} onSaved={vi.fn()} />);
    const user = await fillGoodAddress();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not verify this address.');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
      'That ZIP code is not in Oregon.',
    );
    expect(success).not.toHaveBeenCalled();
  });

  it('asks where the boxes already ordered go, and sends the answer', async () => {
    saveAddress.mockImplementation((_client, _id, body) => Promise.resolve(body));
    renderWithTheme(
      <AddressForm
        customerId={7}
        initialValues={start}
        openBoxes={[{ order_id: 31, delivery_date: '2027-12-28' }]}
        onSaved={vi.fn()}
      />,
    );
    const user = await fillGoodAddress();
    const question = screen.getByRole('group', {
      name: 'Your box arriving Tuesday, December 28 is already ordered. Where should it go?',
    });
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Choose where the boxes already ordered go.')).toBeVisible();
    expect(question).toHaveAccessibleDescription('Choose where the boxes already ordered go.');
    expect(saveAddress).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'To this new address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(saveAddress).toHaveBeenCalledTimes(1));
    expect(saveAddress.mock.calls[0]![2]).toMatchObject({
      address1: '12 Bark Street',
      apply_to_orders: true,
    });
  });
});
