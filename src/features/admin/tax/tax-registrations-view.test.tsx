import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { TaxRegistrationsView } from './tax-registrations-view';

const saveTaxRegistrations = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/tax-registrations', () => ({ saveTaxRegistrations }));
const replace = vi.hoisted(() => vi.fn());
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/admin/tax/', replace }) }));

const owner = {
  id: 1,
  email: 'olive@ollie.test',
  name: 'Olive',
  role: 'owner',
  permissions: ['tax.manage'],
} as never;

beforeEach(() => {
  saveTaxRegistrations.mockReset();
  replace.mockReset().mockResolvedValue(true);
});

describe('TaxRegistrationsView', () => {
  it('ticks the registered states and saves the list as changed, then reloads', async () => {
    saveTaxRegistrations.mockResolvedValue({ states: ['IL', 'MN'], managed_by: 'console' });
    renderWithTheme(
      <TaxRegistrationsView
        staff={owner}
        accessToken="token"
        registrations={{ states: ['IL', 'NY'], managed_by: 'console' }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Illinois' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New York' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Oregon' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'New York' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Minnesota' }));
    expect(screen.getByRole('group', { name: 'States registered (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save registrations' }));
    expect(saveTaxRegistrations).toHaveBeenCalledWith(expect.anything(), {
      states: ['IL', 'MN'],
    });
    expect(await screen.findByText('Registrations saved.')).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/admin/tax/', undefined, { scroll: false });
  });

  it('shows what the API answers when it refuses', async () => {
    saveTaxRegistrations.mockRejectedValue(
      new ApiError('client', { status: 409, detail: 'Managed in Stripe.', fieldErrors: {} }),
    );
    renderWithTheme(
      <TaxRegistrationsView
        staff={owner}
        accessToken="token"
        registrations={{ states: [], managed_by: 'console' }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save registrations' }));
    expect(await screen.findByText('Managed in Stripe.')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });

  it('with Stripe Tax, lists Stripe’s registrations and offers nothing to change', () => {
    renderWithTheme(
      <TaxRegistrationsView
        staff={owner}
        accessToken="token"
        registrations={{ states: ['CA', 'TX'], managed_by: 'stripe' }}
      />,
    );
    expect(screen.getByText('California')).toBeInTheDocument();
    expect(screen.getByText('Texas')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save registrations' })).not.toBeInTheDocument();
  });
});
