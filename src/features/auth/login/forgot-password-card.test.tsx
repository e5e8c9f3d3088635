import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client/errors';
import { toUserMessage } from '@/lib/api-client/user-message';
import { MESSAGES } from '@/lib/api-client/messages';
import { renderWithTheme } from '@/ui/test-utils';
import { ForgotPasswordCard } from './forgot-password-card';

vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => ({ query: {} }) }));
vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

// The API client and the error copy are a chunk loaded on submit; a throwing factory stands in
// for that load failing (it runs again on the next import, as a chunk load does).
const chunk = vi.hoisted(() => ({ fails: false, request: vi.fn() }));
const loadChunk = vi.hoisted(() => async (importOriginal: <T>() => Promise<T>) => {
  if (chunk.fails) throw new Error('Loading chunk 7 failed.');
  return {
    ...(await importOriginal<typeof import('./password-recovery-actions')>()),
    requestPasswordRecovery: chunk.request,
  };
});
vi.mock('./password-recovery-actions', loadChunk);

async function requestLink() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'maya@example.test');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

beforeEach(() => {
  chunk.fails = false;
  chunk.request.mockReset();
});

describe('ForgotPasswordCard', () => {
  it('says the connection dropped when the client cannot load', async () => {
    // As on a page that has not loaded the chunk yet: a load in an earlier test is forgotten
    // (registering the mock again drops its loaded module).
    vi.doMock('./password-recovery-actions', loadChunk);
    chunk.fails = true;
    renderWithTheme(<ForgotPasswordCard />);
    await requestLink();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      toUserMessage(new ApiError('network')).message,
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('shows the server’s own message for a refused request', async () => {
    chunk.request.mockRejectedValue(new ApiError('client', { status: 400, detail: 'Slow down.' }));
    renderWithTheme(<ForgotPasswordCard />);
    await requestLink();
    expect(await screen.findByRole('alert')).toHaveTextContent('Slow down.');
  });

  it('says instructions are on their way once the request is accepted', async () => {
    chunk.request.mockResolvedValue({ detail: 'ok' });
    renderWithTheme(<ForgotPasswordCard />);
    await requestLink();
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.recoveryInstructions);
    expect(chunk.request).toHaveBeenCalledWith(expect.anything(), 'maya@example.test', '');
  });
});
