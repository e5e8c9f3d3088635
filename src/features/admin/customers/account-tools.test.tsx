import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomerCareView } from '@/lib/api-client/admin/customers';
import type { ApiClient } from '@/lib/api-client/http';
import { renderWithTheme } from '@/ui/test-utils';
import { AccountTools } from './account-tools';
import type { useCareAction } from './use-care-action';

const care = {
  profile: { id: 42, credit_balance: 0 },
  credit: [],
  notes: [],
  emails: [],
} as unknown as CustomerCareView;

/** The page's action runner, answering each request in turn as `outcomes` say. */
function actionStub(outcomes: boolean[]) {
  const request = vi.fn().mockResolvedValue({});
  const run = vi.fn(async (_done: string, call: (client: ApiClient) => Promise<unknown>) => {
    await call({ request } as unknown as ApiClient);
    return outcomes.shift() ?? true;
  });
  return {
    action: { run, busy: false } as unknown as ReturnType<typeof useCareAction>,
    request,
    run,
  };
}

const keysSent = (request: ReturnType<typeof vi.fn>) =>
  request.mock.calls.map(
    ([config]) => (config as { data: { idempotency_key: string } }).data.idempotency_key,
  );

// Typed in at once (fireEvent): this is about what is sent, not about typing.
async function giveCredit(amount: string, run: ReturnType<typeof vi.fn>) {
  const before = run.mock.calls.length;
  fireEvent.change(screen.getByLabelText('Credit amount ($)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Reason for the credit'), {
    target: { value: 'Box arrived late' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Add credit' }));
  await waitFor(() => expect(run).toHaveBeenCalledTimes(before + 1));
  // The form's answer handled (a new key or not) before the next submit.
  await act(async () => {
    await run.mock.results.at(-1)!.value;
  });
}

describe('AccountTools credit form', () => {
  it('sends one key per credit entered: the same on a retry, a new one after it is given', async () => {
    // The first attempt fails (the answer is lost), the retry succeeds, then another credit.
    const { action, request, run } = actionStub([false, true, true]);
    renderWithTheme(<AccountTools care={care} canCredit action={action} />);
    await giveCredit('12.50', run);
    await giveCredit('12.50', run);
    await giveCredit('5', run);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        url: '/api/admin/customers/42/credit/',
        data: expect.objectContaining({ amount: 1250, reason: 'Box arrived late' }),
      }),
    );
    const [first, retry, next] = keysSent(request);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });
});
