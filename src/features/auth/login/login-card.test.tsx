import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/lib/api-client/messages';
import { renderWithTheme } from '@/ui/test-utils';
import { CREDENTIALS_MISMATCH } from './login-messages';
import { LoginCard } from './login-card';

const router = vi.hoisted(() => ({
  query: {} as Record<string, string>,
  push: vi.fn(() => Promise.resolve(true)),
}));
vi.mock('next/router', () => ({ default: { router: null }, useRouter: () => router }));
// The page's frame (header, footer) is not what these tests are about.
vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));

const TOO_MANY =
  'Too many failed login attempts. Please wait a few minutes and try again, or reset your password.';

/** NextAuth as the browser sees it: the CSRF token, the credentials callback and the session. */
function answerSignIn(callback: () => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/auth/csrf/'))
      return Promise.resolve(Response.json({ csrfToken: 'c' }));
    if (url.startsWith('/api/auth/callback/login/')) return Promise.resolve(callback());
    if (url.startsWith('/api/auth/session/'))
      return Promise.resolve(
        Response.json({ user: { id: 7, email: 'maya@example.test', access_token: 't' } }),
      );
    return Promise.reject(new Error(`unexpected ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function logIn(email = 'maya@example.test', password = 'not-her-password') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

beforeEach(() => {
  router.query = {};
  router.push.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LoginCard', () => {
  it('says the password is changed when the reset page sends the customer here', () => {
    router.query = { password: 'changed' };
    renderWithTheme(<LoginCard />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password is changed. Log in with your new password.',
    );
  });

  it('says nothing of a password on a plain visit', () => {
    renderWithTheme(<LoginCard />);
    expect(screen.queryByText(/Your password is changed/)).toBeNull();
  });

  it('says the email and password do not match for a wrong password', async () => {
    const fetchMock = answerSignIn(() =>
      Response.json(
        { url: 'http://localhost/api/auth/error/?error=CredentialsSignin' },
        { status: 401 },
      ),
    );
    renderWithTheme(<LoginCard />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(CREDENTIALS_MISMATCH);
    const body = fetchMock.mock.calls.find(([url]) => String(url).includes('callback'))?.[1]?.body;
    expect(String(body)).toContain('email=maya%40example.test');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('says there were too many failed attempts when sign-in is throttled', async () => {
    answerSignIn(() => new Response('{}', { status: 429 }));
    renderWithTheme(<LoginCard />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
  });

  it('shows the generic message when the shop cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithTheme(<LoginCard />);
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.submitAgain);
  });

  it('shows the error the query names', async () => {
    router.query = { error: 'TooManyFailedLoginAttempts' };
    renderWithTheme(<LoginCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
  });

  it('asks for both fields before calling anyone', async () => {
    const fetchMock = answerSignIn(() => Response.json({}));
    renderWithTheme(<LoginCard />);
    await logIn('maya@example.test', '');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some of your information is incomplete. Please review all fields before trying again.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks each empty field on an empty submit and focuses the first', async () => {
    renderWithTheme(<LoginCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Field is required');
    expect(password).toHaveAccessibleDescription('Field is required');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'maya@example.test');
    expect(email).not.toHaveAccessibleDescription();
    expect(password).toBeInvalid();
  });

  it('signs in and goes to a path inside the shop only', async () => {
    router.query = { next: '//evil.example/' };
    answerSignIn(() => Response.json({ url: 'http://localhost/' }));
    renderWithTheme(<LoginCard />);
    await logIn('maya@example.test', 'her-password');
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
