import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkPreview } from '@/lib/api-client/admin/bulk-plans';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import type { useCareAction } from '../customers/use-care-action';
import { BulkPlanPanel } from './bulk-plan-panel';

const preview: BulkPreview = {
  action: 'cancel',
  plans: 1,
  changes: [
    { id: 4, email: 'a@example.test', pup: 'Noodle', from: '2031-03-18', to: null, note: null },
  ],
  refused: [
    {
      id: 5,
      email: 'b@example.test',
      pup: 'Pickle',
      reason: 'already_cancelled',
      text: 'Already cancelled.',
    },
  ],
  emails: { name: 'Plan cancelled confirmation', count: 1, to: ['a@example.test'] },
};

/** A console action that answers each call with `answer` and keeps what was sent. */
function careStub(answer: unknown) {
  const sent: unknown[] = [];
  const client = {
    request: vi.fn(async ({ data }: { data: unknown }) => {
      sent.push(data);
      return answer;
    }),
  } as unknown as ApiClient;
  const run = vi.fn(
    async (done: (result: unknown) => unknown, call: (client: ApiClient) => Promise<unknown>) => {
      done(await call(client));
      return true;
    },
  );
  return { sent, action: { run, busy: false } as unknown as ReturnType<typeof useCareAction> };
}

describe('BulkPlanPanel', () => {
  it('previews a bulk cancel with its emails and refusals before offering to apply it', async () => {
    const { sent, action } = careStub(preview);
    renderWithTheme(<BulkPlanPanel selected={[4, 5]} action={action} />);
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'cancel');
    await userEvent.selectOptions(
      screen.getByLabelText('Why are these plans cancelled?'),
      'Too expensive',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(sent[0]).toEqual({
      action: 'cancel',
      subscription_ids: [4, 5],
      params: { reason: 'Too expensive' },
    });
    expect(screen.getByRole('heading', { name: 'Preview: 1 plan will change' })).toBeVisible();
    expect(
      screen.getByText('Emails: 1 “Plan cancelled confirmation” email to a@example.test.'),
    ).toBeVisible();
    expect(screen.getByText('#5 Pickle: Already cancelled.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply to 1 plan' })).toBeVisible();
  });

  it('applies what was previewed under a key, and a changed selection needs a new preview', async () => {
    const { sent, action } = careStub(preview);
    const { rerender } = renderWithTheme(<BulkPlanPanel selected={[4]} action={action} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const apply = screen.getByRole('button', { name: 'Apply to 1 plan' });
    await userEvent.click(apply);
    const key = (sent[1] as { idempotency_key: string }).idempotency_key;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    // A changed selection drops the preview: it must be previewed again.
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    rerender(<BulkPlanPanel selected={[4, 5]} action={action} />);
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
  });
});
