import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import { PlanParity } from './plan-parity';
import type { useCareAction } from './use-care-action';

const plan = {
  id: 12,
  pet_name: 'Biscuit',
  status: 'active',
  weeks_of_food: 2,
  max_weeks_of_food: 4,
  resume_on: null,
} as unknown as Subscription;

/** The action stub, and what the last action asked the API for. */
function actionStub() {
  const run = vi.fn().mockResolvedValue(true);
  const sent = async () => {
    const request = vi.fn().mockResolvedValue({});
    const call = run.mock.calls.at(-1)![1] as (client: ApiClient) => Promise<unknown>;
    await call({ request } as unknown as ApiClient);
    return request.mock.calls[0]![0] as { url: string; data: unknown };
  };
  return { run, sent, action: { run, busy: false } as unknown as ReturnType<typeof useCareAction> };
}

describe('PlanParity', () => {
  it('changes how often boxes come', async () => {
    const { action, run, sent } = actionStub();
    renderWithTheme(<PlanParity customerId={9} plan={plan} action={action} />);
    const button = screen.getByRole('button', { name: 'Change frequency' });
    expect(button).toBeDisabled();
    await userEvent.selectOptions(
      screen.getByLabelText('How often Biscuit’s boxes come'),
      'Every 4 weeks (4 weeks of food)',
    );
    await userEvent.click(button);
    expect(run).toHaveBeenCalledWith(
      'Biscuit’s boxes now come every 4 weeks.',
      expect.any(Function),
    );
    expect(await sent()).toMatchObject({
      url: '/api/admin/customers/9/subscriptions/12/frequency/',
      data: { weeks_of_food: 4 },
    });
  });

  it('pauses until a date and says so on a plan paused that way', async () => {
    const { action, sent } = actionStub();
    const { rerender } = renderWithTheme(<PlanParity customerId={9} plan={plan} action={action} />);
    fireEvent.change(screen.getByLabelText(/Pause Biscuit’s plan until \(Eastern time\)/), {
      target: { value: '2031-04-08' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pause until this date' }));
    expect(await sent()).toMatchObject({
      url: '/api/admin/customers/9/subscriptions/12/pause/',
      data: { until: '2031-04-08' },
    });
    rerender(
      <PlanParity
        customerId={9}
        plan={{ ...plan, status: 'paused', resume_on: '2031-04-08' }}
        action={action}
      />,
    );
    expect(screen.getByText(/Paused until Tuesday, April 8/)).toBeInTheDocument();
  });

  it('reactivates a cancelled plan only once the owner’s agreement is ticked', async () => {
    const { action, run, sent } = actionStub();
    renderWithTheme(
      <PlanParity customerId={9} plan={{ ...plan, status: 'cancelled' }} action={action} />,
    );
    expect(screen.queryByRole('button', { name: 'Change frequency' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Reactivate Biscuit’s plan' });
    expect(button).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /agreed to the renewal terms/ }));
    await userEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await sent()).toMatchObject({ data: { renewal_terms_accepted: true } });
  });
});
