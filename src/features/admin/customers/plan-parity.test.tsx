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

const TERMS = {
  delivery_date: '2031-04-08',
  terms_version: '2026-12-01',
  terms_text:
    'Biscuit’s plan: $106.68 plus tax every 2 weeks, first charged on April 3, 2031, until you cancel on My plan.',
};

/** The action stub, and what the last action asked the API for. */
function actionStub() {
  const run = vi.fn().mockResolvedValue(true);
  const sent = async () => {
    const request = vi.fn().mockResolvedValue({});
    const call = run.mock.calls.at(-1)![1] as (client: ApiClient) => Promise<unknown>;
    await call({ request } as unknown as ApiClient);
    return request.mock.calls[0]![0] as { url: string; data: unknown };
  };
  // The console's client: what it reads (a restart's renewal terms) answers TERMS.
  const client = { request: vi.fn().mockResolvedValue(TERMS) };
  return {
    run,
    sent,
    client,
    action: { run, busy: false, client } as unknown as ReturnType<typeof useCareAction>,
  };
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

  it('pauses until a date', async () => {
    const { action, sent } = actionStub();
    renderWithTheme(<PlanParity customerId={9} plan={plan} action={action} />);
    fireEvent.change(screen.getByLabelText(/Pause Biscuit’s plan until \(Eastern time\)/), {
      target: { value: '2031-04-08' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pause until this date' }));
    expect(await sent()).toMatchObject({
      url: '/api/admin/customers/9/subscriptions/12/pause/',
      data: { until: '2031-04-08' },
    });
  });

  it('reads out the stored terms, and reactivates only once the agreement is ticked', async () => {
    const { action, run, sent, client } = actionStub();
    renderWithTheme(
      <PlanParity customerId={9} plan={{ ...plan, status: 'cancelled' }} action={action} />,
    );
    expect(screen.queryByRole('button', { name: 'Change frequency' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Reactivate Biscuit’s plan' });
    expect(button).toBeDisabled();
    // The agent sees the consent's own words, not a summary of them.
    expect(await screen.findByText(TERMS.terms_text)).toBeInTheDocument();
    expect(client.request).toHaveBeenCalledWith(
      expect.objectContaining({
        url: '/api/admin/customers/9/subscriptions/12/reactivation-terms/',
      }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /agreed to the renewal terms/ }));
    await userEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    expect(await sent()).toMatchObject({
      data: { renewal_terms_accepted: true, delivery_date: '2031-04-08' },
    });
  });
});
