import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { SubscriptionPanel } from './subscription-panel';
import type { useCareAction } from './use-care-action';

const plan = {
  id: 12,
  pet_id: 3,
  pet_name: 'Biscuit',
  pet_allergies: [],
  status: 'active',
  sku: 'FR_PLAN',
  addons: [],
  next_delivery_date: '2031-03-18',
  last_change_date: '2031-03-12',
  delivery_options: [],
  next_box: { total: 5667, credit: 0, lines: [] },
} as unknown as Subscription;

const actionStub = () => {
  const run = vi.fn().mockResolvedValue(true);
  return { run, action: { run, busy: false } as unknown as ReturnType<typeof useCareAction> };
};

describe('SubscriptionPanel', () => {
  it('shows the next box and its change-by day only for an active plan', () => {
    const { action } = actionStub();
    const { rerender } = renderWithTheme(
      <SubscriptionPanel customerId={9} subscription={plan} action={action} />,
    );
    expect(screen.getByText(/Next box: .*Changes until/)).toBeInTheDocument();
    for (const status of ['paused', 'cancelled'] as const) {
      rerender(
        <SubscriptionPanel customerId={9} subscription={{ ...plan, status }} action={action} />,
      );
      expect(screen.queryByText(/Next box|Changes until/)).not.toBeInTheDocument();
      expect(screen.getByText(new RegExp(`the plan is ${status}`))).toBeInTheDocument();
    }
  });

  it('says a timed pause ends on its date, without also saying no box is coming', () => {
    const { action } = actionStub();
    renderWithTheme(
      <SubscriptionPanel
        customerId={9}
        subscription={{ ...plan, status: 'paused', resume_on: '2031-04-08' }}
        action={action}
      />,
    );
    expect(
      screen.getByText(
        'Paused until Tuesday, April 8: no box comes before then, and the first box back arrives on the first delivery day from that date.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/No box is coming/)).not.toBeInTheDocument();
    expect(screen.queryAllByText(/Paused until/)).toHaveLength(1);
  });

  it('asks before cancelling a plan', async () => {
    const { action, run } = actionStub();
    renderWithTheme(<SubscriptionPanel customerId={9} subscription={plan} action={action} />);
    await userEvent.selectOptions(
      screen.getByLabelText('Why is Biscuit’s plan cancelled?'),
      screen.getAllByRole('option')[1]!,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Biscuit’s plan…' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('group')).toHaveAccessibleName(/No more boxes will be charged/);
    expect(screen.getByRole('button', { name: 'Yes, cancel Biscuit’s plan' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No, keep the plan' }));
    expect(run).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cancel Biscuit’s plan…' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Biscuit’s plan…' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel Biscuit’s plan' }));
    expect(run).toHaveBeenCalledWith('Biscuit’s plan is cancelled.', expect.any(Function));
  });
});
