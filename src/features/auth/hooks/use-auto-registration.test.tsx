import { act, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore } from '@/lib/session/session-store';
import { useAutoRegistration } from './use-auto-registration';

const router = vi.hoisted(() => ({
  isReady: true,
  pathname: '/how-it-works',
  asPath: '/how-it-works/?firstName=Ada&email=ada%40example.test&utm_campaign=spring',
  query: {} as Record<string, string>,
  replace: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));

const signInWith = vi.hoisted(() => vi.fn(() => Promise.resolve({ ok: true })));
vi.mock('@/lib/session/sign-in', () => ({ signInWith }));

function Probe() {
  useAutoRegistration();
  return null;
}

beforeEach(() => {
  signInWith.mockClear();
  router.replace.mockClear();
});

describe('useAutoRegistration', () => {
  it('registers a visitor with firstName and email and no session, then tidies the URL', async () => {
    router.query = { firstName: 'Ada', email: 'ada@example.test', utm_campaign: 'spring' };
    act(() => resetSessionStore({ status: 'unauthenticated', user: null }));
    render(<Probe />);
    await waitFor(() =>
      expect(signInWith).toHaveBeenCalledWith('register', {
        first_name: 'Ada',
        email: 'ada@example.test',
        customer_group_id: '',
      }),
    );
    await waitFor(() =>
      expect(router.replace).toHaveBeenCalledWith('/how-it-works/?utm_campaign=spring', undefined, {
        shallow: true,
        scroll: false,
      }),
    );
  });

  it('does nothing for a signed-in customer', () => {
    router.query = { firstName: 'Ada', email: 'ada@example.test' };
    act(() =>
      resetSessionStore({
        status: 'authenticated',
        user: { id: 1, access_token: 't', first_name: 'Ada' },
      }),
    );
    render(<Probe />);
    expect(signInWith).not.toHaveBeenCalled();
  });

  it('does nothing without both parameters', () => {
    router.query = { email: 'ada@example.test' };
    act(() => resetSessionStore({ status: 'unauthenticated', user: null }));
    render(<Probe />);
    expect(signInWith).not.toHaveBeenCalled();
  });
});
