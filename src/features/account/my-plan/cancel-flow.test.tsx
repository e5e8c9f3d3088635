import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/lib/api-client';
import { renderWithTheme } from '@/ui/test-utils';
import { notify } from '@/ui/layout/toasts';
import { CancelFlow } from './cancel-flow';

const api = vi.hoisted(() => ({
  getCancelOffer: vi.fn(),
  cancelSubscription: vi.fn(),
  acceptCancelOffer: vi.fn(),
}));
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  ...api,
}));

const subscription = { id: 4, pet_name: 'Biscuit' } as unknown as Subscription;
const cheaper = {
  kind: 'cheaper_plan',
  plan_type: 'half_fresh',
  recipes: { fresh: ['chicken'], dry: [] },
  price_per_week: 3100,
  current_price_per_week: 6200,
  key: 'cheaper_plan:half_fresh:chicken/0',
};

describe('CancelFlow', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    api.getCancelOffer.mockImplementation(
      async (_client: unknown, _id: number, reason: string) => ({
        reason,
        offer: reason === 'Too expensive' ? cheaper : null,
      }),
    );
    api.cancelSubscription.mockResolvedValue({ ...subscription, status: 'cancelled' });
  });

  it('shows the one offer for the reason beside "Cancel my plan", and cancels in one click', async () => {
    const onChange = vi.fn();
    const toast = vi.spyOn(notify, 'success');
    renderWithTheme(
      <CancelFlow
        subscription={subscription}
        recipeNames={{ chicken: 'Chicken' }}
        onChange={onChange}
        onClose={vi.fn()}
      />,
    );
    const reasons = screen.getByRole('group', { name: 'Why are you cancelling Biscuit’s plan?' });
    expect(screen.getByRole('button', { name: 'Cancel my plan' })).toBeVisible();
    await userEvent.click(screen.getByRole('radio', { name: 'Too expensive' }));
    const offer = await screen.findByRole('group', { name: 'Before you go' });
    expect(offer).toHaveTextContent(
      'Switch to the Half-fresh plan for $31.00 a week instead of $62.00.',
    );
    expect(reasons).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    expect(api.cancelSubscription).toHaveBeenCalledWith(
      expect.anything(),
      4,
      'Too expensive',
      '',
      'cheaper_plan',
    );
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'cancelled' }));
    // The email's wording: a box already paid for still ships, so "no more boxes" is untrue.
    expect(toast).toHaveBeenCalledWith(
      'Biscuit’s plan is cancelled: no more boxes will be sent and nothing more will be charged for it. A box that was already paid for still arrives.',
    );
  });

  it('offers nothing when a dog has died, and asks for a reason before cancelling', async () => {
    renderWithTheme(
      <CancelFlow
        subscription={subscription}
        recipeNames={{}}
        onChange={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a reason.');
    expect(api.cancelSubscription).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'My dog passed away' }));
    await vi.waitFor(() => expect(api.getCancelOffer).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Before you go' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel my plan' }));
    expect(api.cancelSubscription).toHaveBeenCalledWith(
      expect.anything(),
      4,
      'My dog passed away',
      '',
      undefined,
    );
  });
});
