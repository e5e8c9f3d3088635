import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { CreditLimitsView } from './credit-limits-view';

const saveCreditLimits = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client/admin/credit-limits', () => ({ saveCreditLimits }));
const replace = vi.hoisted(() => vi.fn());
vi.mock('next/router', () => ({ useRouter: () => ({ asPath: '/admin/credit-limits/', replace }) }));

const owner = {
  id: 1,
  email: 'olive@ollie.test',
  name: 'Olive',
  role: 'owner',
  permissions: ['credit.settings'],
} as never;

beforeEach(() => {
  saveCreditLimits.mockReset();
  replace.mockReset().mockResolvedValue(true);
});

const field = (name: string) => screen.getByLabelText(name);

describe('CreditLimitsView', () => {
  it('shows the limits in dollars and saves them in cents, then reloads the page', async () => {
    saveCreditLimits.mockResolvedValue({ per_customer_daily: 2500, per_agent_daily: 30000 });
    renderWithTheme(
      <CreditLimitsView
        staff={owner}
        accessToken="token"
        limits={{
          per_customer_daily: 5000,
          per_agent_daily: 20000,
          updated_at: null,
          updated_by: null,
        }}
      />,
    );
    expect(field('Credit per customer a day ($)')).toHaveValue('50.00');
    await userEvent.clear(field('Credit per customer a day ($)'));
    await userEvent.type(field('Credit per customer a day ($)'), '25');
    await userEvent.clear(field('Credit per staff member a day ($)'));
    await userEvent.type(field('Credit per staff member a day ($)'), '300.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(saveCreditLimits).toHaveBeenCalledWith(expect.anything(), {
      per_customer_daily: 2500,
      per_agent_daily: 30000,
    });
    expect(await screen.findByText('Credit limits saved.')).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('/admin/credit-limits/', undefined, { scroll: false });
  });

  it('sends what is not an amount as -1 and shows the field message the API answers', async () => {
    saveCreditLimits.mockRejectedValue(
      new ApiError('client', {
        status: 400,
        detail: 'Invalid input.',
        fieldErrors: { per_agent_daily: ['Enter an amount of at least $0.00.'] },
      }),
    );
    renderWithTheme(<CreditLimitsView staff={owner} accessToken="token" />);
    await userEvent.type(field('Credit per customer a day ($)'), '10');
    await userEvent.type(field('Credit per staff member a day ($)'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(saveCreditLimits).toHaveBeenCalledWith(expect.anything(), {
      per_customer_daily: 1000,
      per_agent_daily: -1,
    });
    expect(await screen.findByText('Enter an amount of at least $0.00.')).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
