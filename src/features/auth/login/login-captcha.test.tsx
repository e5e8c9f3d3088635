import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@/ui/test-utils';
import { LoginCard } from './login-card';

vi.mock('next/router', () => ({
  default: { router: null },
  useRouter: () => ({ query: {}, push: vi.fn(() => Promise.resolve(true)) }),
}));
vi.mock('@/ui/layout/page-layout', () => ({
  PageLayout: ({ children }: { children: ReactNode }) => <main>{children}</main>,
}));
vi.mock('@/env/client', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/env/client')>();
  return { ...actual, publicEnv: { ...actual.publicEnv, recaptchaSiteKey: 'site-key' } };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

describe('LoginCard when the throttle asks for the CAPTCHA', () => {
  it('shows the CAPTCHA after a 429 that asks for it, and sends its answer with the next try', async () => {
    const bodies: string[] = [];
    const answers = [
      () =>
        Response.json(
          { error: 'TooManyFailedLoginAttempts', captcha_required: true },
          { status: 429 },
        ),
      () => Response.json({ url: 'http://localhost/' }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith('/api/auth/csrf/'))
          return Promise.resolve(Response.json({ csrfToken: 'c' }));
        if (url.startsWith('/api/auth/callback/login/')) {
          bodies.push(String(init?.body));
          return Promise.resolve(answers[bodies.length - 1]!());
        }
        if (url.startsWith('/api/auth/session/'))
          return Promise.resolve(Response.json({ user: { id: 7, access_token: 't' } }));
        return Promise.reject(new Error(`unexpected ${url}`));
      }),
    );
    let solve: (token: string) => void = () => {};
    window.grecaptcha = {
      render: vi.fn((_container, options) => {
        solve = options.callback;
        return 1;
      }),
      reset: vi.fn(),
    };
    const user = userEvent.setup();
    renderWithTheme(<LoginCard />);
    expect(screen.queryByText('Please complete the captcha to log in.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'maya@example.test');
    await user.type(screen.getByLabelText('Password'), 'walks in the rain');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed login attempts');
    expect(await screen.findByText('Please complete the captcha to log in.')).toBeInTheDocument();
    expect(bodies[0]).not.toContain('g-recaptcha-response');
    // The widget's code loads on demand (next/dynamic): a person answers once it is on the page.
    // Its first load in a busy shared worker can take seconds (the file's 15 s timeout allows it).
    await vi.waitFor(() => expect(window.grecaptcha?.render).toHaveBeenCalledOnce(), {
      timeout: 10_000,
    });
    act(() => solve('human-answer'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(new URLSearchParams(bodies[1]).get('g-recaptcha-response')).toBe('human-answer');
  });
});
